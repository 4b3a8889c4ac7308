import { defineResource } from '../definition';

/**
 * Users without their password hash, ever; a user's personal data is shown to themselves and admins
 * only. Written by registration and the profile (accounts), and by the administration space.
 */
export const users = defineResource({
  name: 'users',
  table: 'users',
  fields: {
    email: { selfOnly: true },
    birthday: { selfOnly: true },
    legal: { selfOnly: true },
    supportGroups: { selfOnly: true },
    scoring: { selfOnly: true },
    isFromInvitationCode: { selfOnly: true },
    donePageCount: { selfOnly: true },
    timeAlive: { selfOnly: true },
    preferredLocale: { selfOnly: true },
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
});

/** System roles: superadmin, admin (docs/product/accounts.md#system-roles); granted and removed in the administration space only. */
export const roles = defineResource({
  name: 'roles',
  table: 'roles',
  defaultSort: ['name'],
});

export const roleUsers = defineResource({
  name: 'role-users',
  table: 'role_users',
  relations: {
    role: { kind: 'belongsTo', resource: 'roles', foreignKey: 'roleId' },
    principal: { kind: 'belongsTo', resource: 'users', foreignKey: 'principalId' },
  },
});

/**
 * The tenant itself, public fields only (`private_settings` holds secrets), read only here.
 * Tenants are created by operators, not through the API; their settings are written by the
 * administration space alone (PUT /api/admin/settings…, docs/administration.md#settings), which
 * keeps the contrast guard and records each change in the audit log.
 */
export const contexts = defineResource({
  name: 'contexts',
  table: 'contexts',
  tenantColumn: 'id',
});
