import { defineResource } from '../definition';

// Companies and their members: written by the seed, learner imports and the administration space (docs/administration.md#users), read here.

export const companies = defineResource({
  name: 'companies',
  table: 'companies',
  relations: {
    avatar: { kind: 'belongsTo', resource: 'files', foreignKey: 'avatarId' },
    companyUsers: { kind: 'hasMany', resource: 'company-users', foreignKey: 'companyId', sort: ['createdAt'] },
  },
  defaultSort: ['name'],
});

export const companyUsers = defineResource({
  name: 'company-users',
  table: 'company_users',
  relations: {
    company: { kind: 'belongsTo', resource: 'companies', foreignKey: 'companyId' },
    user: { kind: 'belongsTo', resource: 'users', foreignKey: 'userId' },
  },
  defaultSort: ['createdAt'],
});
