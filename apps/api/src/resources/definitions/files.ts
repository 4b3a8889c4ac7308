import { defineResource, field } from '../definition';

/**
 * File metadata. The bytes (`files.content`) are never selected here: the
 * files API serves them (GET /api/files/:id, …/infos, …/download), and
 * uploads go through it too, so this resource only lists, renames and deletes.
 */
export const files = defineResource({
  name: 'files',
  table: 'files',
  fields: {
    libraryId: field.uuid('library_id', { write: 'always', nullable: true }),
    ownerId: field.uuid('owner_id', { nullable: true }),
    name: field.string('name', { write: 'always' }),
    type: field.string('type'),
    fileType: field.enum('file_type', ['image', 'pdf', 'audio', 'video', 'activity']),
    size: field.integer('size'),
    sha256: field.string('sha256'),
    createdAt: field.datetime('created_at'),
  },
  relations: {
    library: { kind: 'belongsTo', resource: 'libraries', foreignKey: 'libraryId' },
    owner: { kind: 'belongsTo', resource: 'users', foreignKey: 'ownerId' },
  },
  defaultSort: ['name'],
  operations: ['list', 'update', 'delete'],
});

export const libraries = defineResource({
  name: 'libraries',
  table: 'libraries',
  fields: {
    ownerId: field.uuid('owner_id', { write: 'create', nullable: true }),
    ownerType: field.enum('owner_type', ['Context', 'AppUser', 'Company', 'Course'], { write: 'create' }),
    createdAt: field.datetime('created_at'),
  },
  relations: { files: { kind: 'hasMany', resource: 'files', foreignKey: 'libraryId', sort: ['name'] } },
  defaultSort: ['createdAt'],
});
