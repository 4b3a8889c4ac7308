import { defineResource } from '../definition';

/**
 * File metadata. The bytes (`files.content`) are never selected here: the
 * files API serves them (GET /api/files/:id, …/infos, …/download), and
 * uploads go through it too, so this resource only lists, renames and deletes.
 */
export const files = defineResource({
  name: 'files',
  table: 'files',
  fields: {
    libraryId: { write: 'always' },
    name: { write: 'always' },
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
    ownerId: { write: 'create' },
    ownerType: { write: 'create' },
  },
  relations: { files: { kind: 'hasMany', resource: 'files', foreignKey: 'libraryId', sort: ['name'] } },
  defaultSort: ['createdAt'],
});
