import type { LearnerImportReport } from '@espace/contracts/admin-enrolment';

type ReportLine = LearnerImportReport['items'][number];

export interface ReportTexts {
  header: readonly [line: string, email: string, outcome: string, reason: string];
  outcome: (line: ReportLine) => string;
  reason: (line: ReportLine) => string;
}

/**
 * A cell as a spreadsheet reads it safely: quoted, quotes doubled, and a leading = + - @ (or tab,
 * return) defused with an apostrophe, so an address a file gave never runs as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The report of an import as a CSV the admin's spreadsheet opens: `;`-separated, with a BOM, one row per line of their file. */
export function learnerImportReportCsv(items: readonly ReportLine[], texts: ReportTexts): string {
  const rows = [
    texts.header.map(csvCell),
    ...items.map((line) => [String(line.line), csvCell(line.email), csvCell(texts.outcome(line)), csvCell(texts.reason(line))]),
  ];
  return `\uFEFF${rows.map((row) => row.join(';')).join('\r\n')}\r\n`;
}
