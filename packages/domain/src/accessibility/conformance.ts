/**
 * The shape of the accessibility statement (docs/accessibility.md): one row per WCAG 2.2 A and AA
 * success criterion, as a VPAT states it, with the evidence behind each claim so a test can check
 * that a claim of conformance rests on a test or a recorded check by hand.
 */

/** The VPAT's conformance levels. */
type ConformanceLevel = 'supports' | 'partiallySupports' | 'doesNotSupport' | 'notApplicable' | 'notEvaluated';

/** The statement is written in the two languages the interface's other locales inherit from. */
export interface Wording {
  fr: string;
  en: string;
}

/** A month as YYYY-MM: audits are dated to the month, as the statement reports them. */
export type AuditMonth = `${number}-${number}`;

export type Evidence =
  /** A test file of the repository (a path from the repository's root; `*` and `**` allowed). */
  | { kind: 'test'; path: string }
  /** A review by hand: what was checked, and when. */
  | { kind: 'manual'; check: Wording; checkedOn: AuditMonth };

export interface CriterionConformance {
  /** The WCAG number, e.g. '2.4.11'. */
  criterion: string;
  conformance: ConformanceLevel;
  remarks: Wording;
  evidence: readonly Evidence[];
}

/** A part of the product that fails a criterion, and how a learner gets by meanwhile. */
export interface KnownException {
  criteria: readonly string[];
  what: Wording;
  workaround: Wording;
}

export interface AccessibilityStatement {
  /** The month of the last audit. */
  lastAudit: AuditMonth;
  /** What the statement covers, and what it leaves out. */
  scope: Wording;
  outOfScope: readonly Wording[];
  /** How the product is checked: tools and reviews. */
  methods: readonly Wording[];
  rows: readonly CriterionConformance[];
  exceptions: readonly KnownException[];
}

/** The French RGAA's overall state: full when every applicable criterion is met, partial from half of them, none below. */
export type ComplianceState = 'full' | 'partial' | 'none';

export interface ComplianceSummary {
  state: ComplianceState;
  /** Criteria met / criteria that apply (not-applicable ones left out), as a whole percentage rounded down. */
  rate: number;
  met: number;
  applicable: number;
}

export function complianceSummary(rows: readonly CriterionConformance[]): ComplianceSummary {
  const applicable = rows.filter((row) => row.conformance !== 'notApplicable').length;
  const met = rows.filter((row) => row.conformance === 'supports').length;
  const rate = applicable === 0 ? 100 : Math.floor((met * 100) / applicable);
  const state: ComplianceState = met === applicable ? 'full' : rate >= 50 ? 'partial' : 'none';
  return { state, rate, met, applicable };
}
