import { z } from 'zod';
import { defineResource, field } from '../definition';
import { commentMaxLength } from '@espace/domain/reviews/review-rules';

/** SPEC §5 Evaluation: ratio = rating / 5, only programs are reviewed, comment under 1000 characters. */
export const reviews = defineResource({
  name: 'reviews',
  table: 'reviews',
  fields: {
    userId: field.uuid('user_id', { write: 'create' }),
    classId: field.uuid('class_id', { write: 'create', nullable: true }),
    resourceType: field.enum('resource_type', ['Program'], { write: 'create', required: true }),
    resourceId: field.uuid('resource_id', { write: 'create', required: true }),
    ratio: field.number('ratio', { write: 'always', required: true, cast: 'float8', schema: z.number().gt(0).lte(1) }),
    comment: field.string('comment', { write: 'always', nullable: true, schema: z.string().max(commentMaxLength) }),
    createdAt: field.datetime('created_at'),
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
    userId: field.uuid('user_id', { write: 'create', required: true }),
    date: field.datetime('date', { write: 'always' }),
    scores: field.json('scores', { write: 'always' }),
  },
  relations: { user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' } },
  defaultSort: ['-date'],
});

export const logBookRecords = defineResource({
  name: 'log-book-records',
  table: 'log_book_records',
  fields: {
    // Limits of our own (SPEC has none): a note's title is a line, its message a long page.
    title: field.string('title', { write: 'always', nullable: true, schema: z.string().max(200) }),
    message: field.string('message', { write: 'always', required: true, schema: z.string().trim().min(1).max(10_000) }),
    studentId: field.uuid('student_id', { write: 'create' }),
    userId: field.uuid('user_id', { write: 'create' }),
    companyId: field.uuid('company_id', { write: 'create', nullable: true }),
    classId: field.uuid('class_id', { write: 'create', nullable: true }),
    parentId: field.uuid('parent_id', { write: 'create', nullable: true }),
    attachmentIds: field.json('attachment_ids', { write: 'always', schema: z.array(z.string().max(64)).max(20) }),
    createdAt: field.datetime('created_at'),
    lastInputAt: field.datetime('last_input_at'),
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
