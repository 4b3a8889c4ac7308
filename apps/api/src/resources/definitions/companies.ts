import { defineResource, field } from '../definition';
import { memberRoles } from './classes';

export const companies = defineResource({
  name: 'companies',
  table: 'companies',
  fields: {
    name: field.string('name', { write: 'always', required: true }),
    avatarId: field.uuid('avatar_id', { write: 'always', nullable: true }),
    createdAt: field.datetime('created_at'),
  },
  relations: {
    avatar: { kind: 'belongsTo', resource: 'files', foreignKey: 'avatarId' },
    companyUsers: { kind: 'hasMany', resource: 'company-users', foreignKey: 'companyId', sort: ['createdAt'] },
  },
  defaultSort: ['name'],
});

export const companyUsers = defineResource({
  name: 'company-users',
  table: 'company_users',
  fields: {
    companyId: field.uuid('company_id', { write: 'create', required: true }),
    userId: field.uuid('user_id', { write: 'create', required: true }),
    role: field.enum('role', memberRoles, { write: 'always', required: true }),
    createdAt: field.datetime('created_at'),
  },
  relations: {
    company: { kind: 'belongsTo', resource: 'companies', foreignKey: 'companyId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
  },
  defaultSort: ['createdAt'],
});
