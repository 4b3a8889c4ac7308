import { defineResource } from '../definition';

/**
 * File metadata, listed here. The bytes (`files.content`) are never selected: the files API serves
 * them (GET /api/files/:id, …/infos, …/download) and takes uploads; content packages bring course media.
 */
export const files = defineResource({
  name: 'files',
  table: 'files',
  relations: {
    library: { kind: 'belongsTo', resource: 'libraries', foreignKey: 'libraryId' },
    owner: { kind: 'belongsTo', resource: 'users', foreignKey: 'ownerId' },
  },
  defaultSort: ['name'],
  reads: ['list'],
});

export const libraries = defineResource({
  name: 'libraries',
  table: 'libraries',
  relations: { files: { kind: 'hasMany', resource: 'files', foreignKey: 'libraryId', sort: ['name'] } },
  defaultSort: ['createdAt'],
});
