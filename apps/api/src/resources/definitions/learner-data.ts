import { commentMaxLength } from '@espace/domain/reviews/review-rules';
import { z } from 'zod';
import { createLogbookRepository } from '../../logbook/logbook-repository';
import { createReviewsRepository } from '../../reviews/reviews-repository';
import { defineResource } from '../definition';

const optionalId = z.string().nullable().optional();

/** A review (docs/product/data-model.md#reviews): ratio = rating / 5, only programs are reviewed, comment under 1000 characters. */
const newReview = z.object({
  classId: optionalId,
  resourceType: z.literal('Program'),
  resourceId: z.string(),
  ratio: z.number(),
  comment: z.string().nullable().optional(),
});

export const reviews = defineResource({
  name: 'reviews',
  table: 'reviews',
  fields: {
    userId: { write: 'create' },
    classId: { write: 'create' },
    resourceType: { write: 'create', required: true },
    resourceId: { write: 'create', required: true },
    ratio: { write: 'create', required: true, cast: 'float8', schema: z.number().gt(0).lte(1) },
    comment: { write: 'create', schema: z.string().max(commentMaxLength) },
  },
  relations: {
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
  },
  // Only programs are reviewed, and only those of the learner's classes (a learner reads no other).
  references: { resourceId: 'programs' },
  defaultSort: ['-createdAt'],
  actorDefaults: ['userId'],
  // Given once, by the learner: nobody changes or removes it through these routes.
  writer: { create: (db, tenantId, authorId, values) => createReviewsRepository(db).insertOwn(tenantId, authorId, newReview.parse(values)) },
});

/** Score snapshots, written by the server (badge deltas, dashboard/records-repository.ts), read by their learner. */
export const records = defineResource({
  name: 'records',
  table: 'records',
  relations: { user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' } },
  defaultSort: ['-date'],
});

// Limits of our own (the product sets none): a note's title is a line, its message a long page, 20 attachments.
const title = z.string().max(200);
const message = z.string().trim().min(1).max(10_000);
const attachmentIds = z.array(z.string().max(64)).max(20);
const noteChanges = z.object({ title: title.nullable().optional(), message: z.string().optional(), attachmentIds: attachmentIds.optional() });
const newNote = noteChanges.extend({ message: z.string(), companyId: optionalId, classId: optionalId, parentId: optionalId });

export const logBookRecords = defineResource({
  name: 'log-book-records',
  table: 'log_book_records',
  fields: {
    title: { write: 'always', schema: title },
    message: { write: 'always', required: true, schema: message },
    studentId: { write: 'create' },
    userId: { write: 'create' },
    companyId: { write: 'create' },
    classId: { write: 'create' },
    parentId: { write: 'create' },
    attachmentIds: { write: 'always', schema: attachmentIds },
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
  // The learner's own notes, as student and author (a trainer replies through the trainer space).
  writer: {
    create: (db, tenantId, authorId, values) => createLogbookRepository(db).insertOwnNote(tenantId, authorId, newNote.parse(values)),
    update: (db, tenantId, authorId, id, values) => createLogbookRepository(db).updateOwnNote(tenantId, authorId, id, noteChanges.parse(values)),
    remove: (db, tenantId, authorId, id) => createLogbookRepository(db).deleteOwnNote(tenantId, authorId, id),
  },
});
