import { contextMetasSchema, contextSettingsSchema } from '@espace/contracts/context';
import { z } from 'zod';
import { defineResource } from '../definition';

/** Users without their password hash, ever; a user's personal data is shown to themselves and admins only. */
export const users = defineResource({
  name: 'users',
  table: 'users',
  fields: {
    email: { write: 'always', required: true, selfOnly: true, schema: z.email() },
    username: { write: 'always' },
    firstname: { write: 'always' },
    lastname: { write: 'always' },
    avatarId: { write: 'always' },
    birthday: { write: 'always', selfOnly: true },
    legal: { selfOnly: true },
    supportGroups: { selfOnly: true },
    scoring: { selfOnly: true },
    isFromInvitationCode: { selfOnly: true },
    donePageCount: { selfOnly: true },
    timeAlive: { selfOnly: true },
    preferredLocale: { write: 'always', selfOnly: true },
    tincanIdentifier: { selfOnly: true },
  },
  computed: ['displayName'],
  relations: {
    avatar: { kind: 'belongsTo', resource: 'files', foreignKey: 'avatarId' },
    classUsers: { kind: 'hasMany', resource: 'class-users', foreignKey: 'userId', sort: ['createdAt'] },
    companyUsers: { kind: 'hasMany', resource: 'company-users', foreignKey: 'userId', sort: ['createdAt'] },
    roleUsers: { kind: 'hasMany', resource: 'role-users', foreignKey: 'principalId' },
  },
  defaultSort: ['lastname', 'firstname'],
  touchColumn: 'updated_at',
  operations: ['list', 'get', 'update', 'delete'], // POST /users is registration (accounts/registration-routes.ts)
});

/** System roles: superadmin, admin (docs/product/accounts.md#system-roles). */
export const roles = defineResource({
  name: 'roles',
  table: 'roles',
  fields: {
    name: { write: 'always', required: true },
    permissions: { write: 'always', schema: z.array(z.string()) },
  },
  defaultSort: ['name'],
});

export const roleUsers = defineResource({
  name: 'role-users',
  table: 'role_users',
  fields: {
    roleId: { write: 'create', required: true },
    principalType: { write: 'create' },
    principalId: { write: 'create', required: true },
    scopeId: { write: 'always' },
  },
  relations: {
    role: { kind: 'belongsTo', resource: 'roles', foreignKey: 'roleId' },
    principal: { kind: 'belongsTo', resource: 'users', foreignKey: 'principalId' },
  },
});

/**
 * The tenant itself, public fields only (`private_settings` holds secrets).
 * Tenants are created by operators, not through the API.
 */
export const contexts = defineResource({
  name: 'contexts',
  table: 'contexts',
  tenantColumn: 'id',
  fields: {
    name: { write: 'always' },
    description: { write: 'always' },
    // Checked on write with the schemas the server reads them with: a settings object it cannot
    // read would otherwise be stored, and the tenant (with the admin's repair) cut off.
    metas: { write: 'always', schema: contextMetasSchema },
    settings: { write: 'always', schema: contextSettingsSchema },
  },
  touchColumn: 'updated_at',
  operations: ['list', 'get', 'update'],
});
