/**
 * The state of a course or a program (docs/product/data-model.md#programs); moving between them is
 * the back-office's work. The CHECK constraints on `courses.state` and `programs.state`
 * (migrations/0001_foundation.sql) mirror this list.
 */
export const contentStates = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type ContentState = (typeof contentStates)[number];
