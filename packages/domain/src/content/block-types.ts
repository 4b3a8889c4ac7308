/**
 * A block's type (docs/product/data-model.md#course-blocks): a slide is read, an exercise takes
 * answers, a tincan block runs an activity. The CHECK constraint on `course_blocks.type`
 * (migrations/0002_lesson_engine.sql) mirrors this list.
 */
export const blockTypes = ['slide', 'exercice', 'tincan'] as const;
export type BlockType = (typeof blockTypes)[number];
