import { z } from 'zod';
import { defineResource } from '../definition';
import { commentMaxLength } from '@espace/domain/reviews/review-rules';

/** A review (docs/product/data-model.md#reviews): ratio = rating / 5, only programs are reviewed, comment under 1000 characters. */
export const reviews = defineResource({
  name: 'reviews',
  table: 'reviews',
  fields: {
    userId: { write: 'create' },
    classId: { write: 'create' },
    resourceType: { write: 'create', required: true },
    resourceId: { write: 'create', required: true },
    ratio: { write: 'always', required: true, cast: 'float8', schema: z.number().gt(0).lte(1) },
    comment: { write: 'always', schema: z.string().max(commentMaxLength) },
  },
  relations: {
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
  },
  // Only programs are reviewed, and only those of the learner's classes (a learner reads no other).
  references: { resourceId: 'programs' },
  defaultSort: ['-createdAt'],
  actorDefaults: ['userId'],
});

/** Score snapshots, written by the server (badge deltas), read by their learner. */
export const records = defineResource({
  name: 'records',
  table: 'records',
  fields: {
    userId: { write: 'create', required: true },
    date: { write: 'always' },
    scores: { write: 'always' },
  },
  relations: { user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' } },
  defaultSort: ['-date'],
});

export const logBookRecords = defineResource({
  name: 'log-book-records',
  table: 'log_book_records',
  fields: {
    // Limits of our own (the product sets none): a note's title is a line, its message a long page.
    title: { write: 'always', schema: z.string().max(200) },
    message: { write: 'always', required: true, schema: z.string().trim().min(1).max(10_000) },
    studentId: { write: 'create' },
    userId: { write: 'create' },
    companyId: { write: 'create' },
    classId: { write: 'create' },
    parentId: { write: 'create' },
    attachmentIds: { write: 'always', schema: z.array(z.string().max(64)).max(20) },
  },
  relations: {
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    student: { kind: 'belongsTo', resource: 'users', foreignKey: 'studentId' },
    company: { kind: 'belongsTo', resource: 'companies', foreignKey: 'companyId' },
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    parent: { kind: 'belongsTo', resource: 'log-book-records', foreignKey: 'parentId' },
    replies: { kind: 'hasMany', resource: 'log-book-records', foreignKey: 'parentId', sort: ['createdAt'] },
  },
  referenceLists: { attachmentIds: 'files' },
  defaultSort: ['createdAt'],
  actorDefaults: ['studentId', 'userId'],
  touchColumn: 'last_input_at',
});
