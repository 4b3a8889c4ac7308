/**
 * What kind of file an AppFile is (docs/product/data-model.md#files-and-libraries), beside its MIME
 * type; `activity` is an xAPI activity's page or script. The CHECK constraint on `files.file_type`
 * (migrations/0002_lesson_engine.sql) mirrors this list.
 */
export const fileTypes = ['image', 'pdf', 'audio', 'video', 'activity'] as const;
export type FileType = (typeof fileTypes)[number];
