import { describe, expect, it } from 'vitest';
import { csvCell, learnerImportReportCsv } from './learner-import-report';

describe('csvCell', () => {
  it.each([
    ['zoe@example.org', '"zoe@example.org"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+33 6', '"\'+33 6"'],
    ['@sum', '"\'@sum"'],
  ])('%s → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('learnerImportReportCsv', () => {
  it('writes a BOM, a header and one row per line with its translated outcome and reason', () => {
    const csv = learnerImportReportCsv(
      [
        { line: 2, email: 'zoe@example.org', outcome: 'created', reason: null },
        { line: 3, email: 'nope', outcome: 'skipped', reason: 'invalidEmail' },
      ],
      {
        header: ['Ligne', 'Adresse', 'Résultat', 'Raison'],
        outcome: (line) => `o:${line.outcome}`,
        reason: (line) => (line.reason === null ? '' : `r:${line.reason}`),
      },
    );
    expect(csv).toBe('\uFEFF"Ligne";"Adresse";"Résultat";"Raison"\r\n2;"zoe@example.org";"o:created";""\r\n3;"nope";"o:skipped";"r:invalidEmail"\r\n');
  });
});
