import { defineResource, field } from '../definition';
import { eq } from '../where';

const memberRoles = ['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR'] as const;

export const classes = defineResource({
  name: 'classes',
  table: 'classes',
  fields: {
    name: field.string('name', { write: 'always', required: true }),
    startAt: field.datetime('start_at', { write: 'always', nullable: true }),
    expireAt: field.datetime('expire_at', { write: 'always', nullable: true }),
    settings: field.json('settings', { write: 'always' }),
    expired: field.boolean('expired', { write: 'always' }),
    createdAt: field.datetime('created_at'),
    updatedAt: field.datetime('updated_at'),
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
    classId: field.uuid('class_id', { write: 'create', required: true }),
    userId: field.uuid('user_id', { write: 'create', required: true }),
    role: field.enum('role', memberRoles, { write: 'always', required: true }),
    createdAt: field.datetime('created_at'),
  },
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
    // The name the front office's classes/:id/users/data answer uses (SPEC §7).
    relatedUser: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
  },
  defaultSort: ['-createdAt'],
});

export const classPrograms = defineResource({
  name: 'class-programs',
  table: 'class_programs',
  fields: {
    classId: field.uuid('class_id', { write: 'create', required: true }),
    programId: field.uuid('program_id', { write: 'create', required: true }),
    order: field.integer('order', { write: 'always' }),
    startAt: field.datetime('start_at', { write: 'always', nullable: true }),
    expireAt: field.datetime('expire_at', { write: 'always', nullable: true }),
    settings: field.json('settings', { write: 'always' }),
  },
  relations: {
    class: { kind: 'belongsTo', resource: 'classes', foreignKey: 'classId' },
    program: { kind: 'belongsTo', resource: 'programs', foreignKey: 'programId' },
    lessons: { kind: 'hasMany', resource: 'lessons', foreignKey: 'classProgramId', sort: ['createdAt'] },
  },
  defaultSort: ['order'],
});

export { memberRoles };
