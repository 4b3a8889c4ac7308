import { defineResource } from '../definition';

export const companies = defineResource({
  name: 'companies',
  table: 'companies',
  fields: {
    name: { write: 'always', required: true },
    avatarId: { write: 'always' },
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
    companyId: { write: 'create', required: true },
    userId: { write: 'create', required: true },
    role: { write: 'always', required: true },
  },
  relations: {
    company: { kind: 'belongsTo', resource: 'companies', foreignKey: 'companyId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
  },
  defaultSort: ['createdAt'],
});
