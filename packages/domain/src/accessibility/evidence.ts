import type { AuditMonth, Evidence } from './conformance';

/** The month of the last audit, by hand and with the tools (the statement's report date). */
export const lastAudit: AuditMonth = '2026-11';

/** Test files the statement leans on most, named once. */
export const tests = {
  screenTour: 'e2e/app/layout.spec.ts',
  playerSteps: 'e2e/a11y/player-steps.spec.ts',
  dialogsAndTools: 'e2e/a11y/dialogs-and-tools.spec.ts',
  timingAndZoom: 'e2e/a11y/timing-and-zoom.spec.ts',
  program: 'e2e/player/program.spec.ts',
  keyboard: 'e2e/keyboard.spec.ts',
  shell: 'e2e/player/shell.spec.ts',
} as const;

export const test = (path: string): Evidence => ({ kind: 'test', path });

/** A review by hand during the last audit. */
export const manual = (fr: string, en: string): Evidence => ({ kind: 'manual', check: { fr, en }, checkedOn: lastAudit });
