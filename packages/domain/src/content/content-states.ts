/**
 * The state of a course or a program (docs/product/data-model.md#programs); moving between them is
 * the back-office's work. The CHECK constraints on `courses.state` and `programs.state`
 * (migrations/0030_content_archived.sql) mirror this list. Only PUBLISHED content is open to
 * learners (openToLearner); DRAFT content is shown to nobody; CLOSED and ARCHIVED content is shown
 * closed, with what the learners achieved.
 */
export const contentStates = ['DRAFT', 'PUBLISHED', 'CLOSED', 'ARCHIVED'] as const;
export type ContentState = (typeof contentStates)[number];
