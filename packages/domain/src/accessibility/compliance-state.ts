import type { ComplianceState } from './conformance';

/**
 * The statement's overall state, as the footer of every page names it (« Accessibilité :
 * partiellement conforme »). Declared apart from the statement so the footer does not carry the
 * whole statement into the first screen's scripts; statement.test.ts fails when it differs from
 * what the statement's rows give (complianceSummary).
 */
export const statementCompliance: ComplianceState = 'partial';
