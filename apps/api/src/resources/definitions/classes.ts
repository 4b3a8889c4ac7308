import { defineResource } from '../definition';
import { eq } from '../where';

export const classes = defineResource({
  name: 'classes',
  table: 'classes',
  fields: {
    name: { write: 'always', required: true },
    startAt: { write: 'always' },
    expireAt: { write: 'always' },
    settings: { write: 'always' },
    expired: { write: 'always' },
  },
  jsonPaths: { 'settings.mobile.allowed': { column: 'settings', path: ['mobile', 'allowed'], type: 'boolean' } },
  relations: {
    classUsers: { kind: 'hasMany', resource: 'class-users', foreignKey: 'classId', sort: ['createdAt'] },
    teachers: { kind: 'hasMany', resource: 'class-users', foreignKey: 'classId', where: eq('role', 'TEACHER'), sort: ['createdAt'] },
    classPrograms: { kind: 'hasMany', resource: 'class-programs', foreignKey: 'classId', sort: ['order'] },
    lessons: { kind: 'hasMany', resource: 'lessons', foreignKey: 'classId', sort: ['createdAt'] },
  },
  defaultSort: ['-createdAt'],
  touchColumn: 'updated_at',
});

export const classUsers = defineResource({
  name: 'class-users',
  table: 'class_users',
  fields: {
    classId: { write: 'create', required: true },
    userId: { write: 'create', required: true },
    role: { write: 'always', required: true },
  },
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    // The name the front office's classes/:id/users/data answer uses (docs/product/api-calls.md#home-and-dashboard).
    relatedUser: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
  },
  defaultSort: ['-createdAt'],
});

export const classPrograms = defineResource({
  name: 'class-programs',
  table: 'class_programs',
  fields: {
    classId: { write: 'create', required: true },
    programId: { write: 'create', required: true },
    order: { write: 'always' },
    startAt: { write: 'always' },
    expireAt: { write: 'always' },
    settings: { write: 'always' },
  },
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    program: { kind: 'belongsTo', resource: 'programs', foreignKey: 'programId' },
    lessons: { kind: 'hasMany', resource: 'lessons', foreignKey: 'classProgramId', sort: ['createdAt'] },
  },
  defaultSort: ['order'],
});
