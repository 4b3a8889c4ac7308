import { describe, expect, it } from 'vitest';
import { statementCompliance } from './compliance-state';
import { complianceSummary, type CriterionConformance } from './conformance';
import { accessibilityStatement } from './statement';
import { wcagCriteria } from './wcag-criteria';

const { rows, exceptions } = accessibilityStatement;

describe('the accessibility statement', () => {
  it('lists the 31 level A and 24 level AA criteria of WCAG 2.2', () => {
    expect(wcagCriteria.filter((criterion) => criterion.level === 'A')).toHaveLength(31);
    expect(wcagCriteria.filter((criterion) => criterion.level === 'AA')).toHaveLength(24);
    expect(new Set(wcagCriteria.map((criterion) => criterion.id)).size).toBe(wcagCriteria.length);
  });

  it('states every criterion exactly once, and nothing else', () => {
    const stated = rows.map((row) => row.criterion).sort();
    expect(stated).toEqual(wcagCriteria.map((criterion) => criterion.id).sort());
  });

  it('names evidence for every criterion it claims, fully or partly', () => {
    const claimed = rows.filter((row) => row.conformance === 'supports' || row.conformance === 'partiallySupports');
    expect(claimed.filter((row) => row.evidence.length === 0).map((row) => row.criterion)).toEqual([]);
  });

  it('dates every check by hand no later than the last audit', () => {
    const dates = rows.flatMap((row) => row.evidence.flatMap((evidence) => (evidence.kind === 'manual' ? [evidence.checkedOn] : [])));
    expect(dates.every((date) => /^\d{4}-\d{2}$/.test(date) && date <= accessibilityStatement.lastAudit)).toBe(true);
  });

  it('gives every criterion not met a known exception with its workaround', () => {
    const notMet = rows.filter((row) => ['partiallySupports', 'doesNotSupport', 'notEvaluated'].includes(row.conformance)).map((row) => row.criterion);
    const excepted = new Set(exceptions.flatMap((exception) => exception.criteria));
    expect(notMet.filter((criterion) => !excepted.has(criterion))).toEqual([]);
    expect([...excepted].filter((criterion) => !rows.some((row) => row.criterion === criterion))).toEqual([]);
    for (const exception of exceptions) {
      expect(exception.workaround.fr.length * exception.workaround.en.length).toBeGreaterThan(0);
    }
  });

  it('words every remark in French and English', () => {
    expect(rows.filter((row) => row.remarks.fr.trim() === '' || row.remarks.en.trim() === '')).toEqual([]);
  });
});

describe('complianceSummary', () => {
  const row = (conformance: CriterionConformance['conformance']): CriterionConformance => ({
    criterion: '1.1.1',
    conformance,
    remarks: { fr: '', en: '' },
    evidence: [],
  });

  it.each([
    { levels: ['supports', 'supports', 'notApplicable'] as const, state: 'full', rate: 100 },
    { levels: ['supports', 'partiallySupports'] as const, state: 'partial', rate: 50 },
    { levels: ['supports', 'notEvaluated', 'doesNotSupport'] as const, state: 'none', rate: 33 },
    { levels: ['notApplicable'] as const, state: 'full', rate: 100 },
  ])('$levels is $state at $rate %', ({ levels, state, rate }) => {
    expect(complianceSummary(levels.map(row))).toMatchObject({ state, rate });
  });

  it('is the state the footer of every page names', () => {
    expect(complianceSummary(rows).state).toBe(statementCompliance);
  });
});
