import { contextMetasSchema, contextSettingsSchema } from '@espace/contracts/context';
import { z } from 'zod';
import { defineResource, field } from '../definition';

/** Users without their password hash, ever; a user's personal data is shown to themselves and admins only. */
export const users = defineResource({
  name: 'users',
  table: 'users',
  fields: {
    email: field.string('email', { write: 'always', required: true, selfOnly: true, schema: z.email() }),
    username: field.string('username', { write: 'always', nullable: true }),
    firstname: field.string('firstname', { write: 'always', nullable: true }),
    lastname: field.string('lastname', { write: 'always', nullable: true }),
    avatarId: field.uuid('avatar_id', { write: 'always', nullable: true }),
    birthday: field.date('birthday', { write: 'always', nullable: true, selfOnly: true }),
    legal: field.json('legal', { selfOnly: true }),
    supportGroups: field.json('support_groups', { selfOnly: true }),
    scoring: field.json('scoring', { selfOnly: true }),
    contributionLevel: field.integer('contribution_level'),
    isFromInvitationCode: field.boolean('is_from_invitation_code', { selfOnly: true }),
    donePageCount: field.integer('done_page_count', { selfOnly: true }),
    timeAlive: field.integer('time_alive', { selfOnly: true }),
    preferredLocale: field.enum('preferred_locale', ['fr', 'en', 'fr-CA', 'fr-CH'], { write: 'always', nullable: true, selfOnly: true }),
    tincanIdentifier: field.string('tincan_identifier', { selfOnly: true }),
    createdAt: field.datetime('created_at'),
    updatedAt: field.datetime('updated_at'),
  },
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

/** System roles (SPEC §6: superadmin, admin). */
export const roles = defineResource({
  name: 'roles',
  table: 'roles',
  fields: {
    name: field.string('name', { write: 'always', required: true }),
    permissions: field.json('permissions', { write: 'always', schema: z.array(z.string()) }),
  },
  defaultSort: ['name'],
});

export const roleUsers = defineResource({
  name: 'role-users',
  table: 'role_users',
  fields: {
    roleId: field.uuid('role_id', { write: 'create', required: true }),
    principalType: field.enum('principal_type', ['USER'], { write: 'create' }),
    principalId: field.uuid('principal_id', { write: 'create', required: true }),
    scopeId: field.uuid('scope_id', { write: 'always', nullable: true }),
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
    alias: field.string('alias'),
    name: field.string('name', { write: 'always' }),
    description: field.string('description', { write: 'always', nullable: true }),
    hosts: field.json('hosts'),
    assets: field.json('assets'),
    // Checked on write with the schemas the server reads them with: a settings object it cannot
    // read would otherwise be stored, and the tenant (with the admin's repair) cut off.
    metas: field.json('metas', { write: 'always', schema: contextMetasSchema }),
    settings: field.json('settings', { write: 'always', schema: contextSettingsSchema }),
  },
  touchColumn: 'updated_at',
  operations: ['list', 'get', 'update'],
});
