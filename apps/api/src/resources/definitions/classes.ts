import { defineResource } from '../definition';
import { eq } from '../where';

// Classes and enrolment: written by the administration space and learner imports (docs/administration.md#classes), read here.

export const classes = defineResource({
  name: 'classes',
  table: 'classes',
  jsonPaths: { 'settings.mobile.allowed': { column: 'settings', path: ['mobile', 'allowed'], type: 'boolean' } },
  relations: {
    classUsers: { kind: 'hasMany', resource: 'class-users', foreignKey: 'classId', sort: ['createdAt'] },
    teachers: { kind: 'hasMany', resource: 'class-users', foreignKey: 'classId', where: eq('role', 'TEACHER'), sort: ['createdAt'] },
    classPrograms: { kind: 'hasMany', resource: 'class-programs', foreignKey: 'classId', sort: ['order'] },
    lessons: { kind: 'hasMany', resource: 'lessons', foreignKey: 'classId', sort: ['createdAt'] },
  },
  defaultSort: ['-createdAt'],
});

export const classUsers = defineResource({
  name: 'class-users',
  table: 'class_users',
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
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    program: { kind: 'belongsTo', resource: 'programs', foreignKey: 'programId' },
    lessons: { kind: 'hasMany', resource: 'lessons', foreignKey: 'classProgramId', sort: ['createdAt'] },
  },
  defaultSort: ['order'],
});
