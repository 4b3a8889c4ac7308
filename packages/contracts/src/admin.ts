import { auditKinds } from '@espace/domain/admin/audit-actions';
import { invitationCodeLength, invitationCodePattern, invitationCodeStates, maxInvitationUses } from '@espace/domain/admin/invitation-codes';
import { memberRoles } from '@espace/domain/user-domain';
import { z } from 'zod';
import { guidField, isoDateTime } from './common';

/** The administration space's shapes (docs/administration.md). */

export const invitationCodeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    maxUses: z.number().int().nullable().describe('How many accounts may register with it; null: no limit'),
    useCount: z.number().int(),
    expiresAt: isoDateTime.nullable().describe('Refused from this moment on; null: never expires'),
    disabledAt: isoDateTime.nullable().describe('When an admin disabled it; null: not disabled'),
    createdAt: isoDateTime,
    createdBy: z.string().nullable().describe('Who created it (their display name); null for a seeded code or a deleted account'),
    state: z.enum(invitationCodeStates).describe('available, or why it is refused: disabled, expired, usedUp'),
    class: z
      .object({
        id: z.string(),
        name: z.string(),
        open: z.boolean().describe('Still takes learners (not closed, not ended): false, a registration enrols nobody'),
      })
      .nullable()
      .describe('The class whoever registers with it joins as a learner; null: none'),
  })
  .describe('An invitation code of the tenant, as its admin manages it');
export type InvitationCode = z.infer<typeof invitationCodeSchema>;

export const invitationCodeListSchema = z.object({ items: z.array(invitationCodeSchema) });

export const invitationCodeParamsSchema = z.strictObject({ id: guidField.describe('Invitation code id') });

export const createInvitationCodeBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(invitationCodeLength.min)
    .max(invitationCodeLength.max)
    .regex(invitationCodePattern, 'letters, digits, - and _ only')
    .optional()
    .describe('The code to hand out; without it, one is generated (e.g. K7MQ-2XPA-HC9D)'),
  maxUses: z.number().int().min(1).max(maxInvitationUses).nullable().describe('null: no limit'),
  expiresAt: z.iso.datetime({ offset: true }).nullable().describe('Must be in the future; null: never expires'),
  classId: guidField
    .nullable()
    .optional()
    .describe(
      "A class of the tenant that takes learners (not closed, not ended): whoever registers with the code joins it as a learner; another tenant's: 404",
    ),
});
export type CreateInvitationCodeBody = z.infer<typeof createInvitationCodeBodySchema>;

export const updateInvitationCodeBodySchema = z.strictObject({
  disabled: z.boolean().describe('true disables the code (registration refuses it at once); false enables it again'),
});

/** GET /api/admin/invitation-code-choices: what a new code may name. */
export const invitationCodeChoicesSchema = z.object({
  classes: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        startAt: isoDateTime.nullable(),
        expireAt: isoDateTime.nullable(),
      }),
    )
    .describe("The tenant's classes that take learners (not closed, not ended), by name"),
});
export type InvitationCodeChoices = z.infer<typeof invitationCodeChoicesSchema>;

const invitationCodeUseSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  registeredAt: isoDateTime,
});
export const invitationCodeUsesSchema = z.object({
  code: invitationCodeSchema,
  items: z.array(invitationCodeUseSchema).describe('The accounts registered with it, newest first (the latest 200)'),
});
export type InvitationCodeUses = z.infer<typeof invitationCodeUsesSchema>;

const auditEventSchema = z.object({
  id: z.string(),
  at: isoDateTime,
  actor: z.object({ id: z.string().nullable().describe('null once the account is gone'), name: z.string() }),
  action: z.string().describe('What was done, as area.verb: invitation-code.created, invitation-code.disabled…'),
  target: z.object({ id: z.string().nullable(), label: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    person: z.string().trim().max(100).default('').describe('Part of the name of who made the change, any case'),
    kind: z
      .enum(auditKinds as [string, ...string[]])
      .optional()
      .describe('The area of the change: user, settings, class…'),
    from: z.iso.datetime({ offset: true }).optional().describe('Changes at or after this instant'),
    to: z.iso.datetime({ offset: true }).optional().describe('Changes at or before this instant'),
  })
  .refine((query) => query.from === undefined || query.to === undefined || Date.parse(query.from) <= Date.parse(query.to), {
    path: ['to'],
    message: 'endBeforeStart',
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogSchema = z.object({
  items: z.array(auditEventSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

const adminUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string().describe("'' for an account registered without an address"),
  username: z.string().nullable(),
  roles: z.array(z.string()).describe('System roles: admin, superadmin'),
  deactivatedAt: isoDateTime.nullable().describe('When an admin deactivated the account; null: active'),
  erasedAt: isoDateTime
    .nullable()
    .describe("When the account was anonymised at its owner's request (docs/privacy.md#erasure): it names no one and signs in no more; null otherwise"),
  createdAt: isoDateTime,
  lastActiveAt: isoDateTime.describe(
    'Its last sign-in, or when its owner kept it from the retention mail; its creation before either (docs/privacy.md#retention)',
  ),
  invitationSentAt: isoDateTime.nullable().describe('Invited by e-mail and no password chosen yet: when the latest invitation was sent; null otherwise'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default('').describe('Part of a name, username or e-mail, any case'),
  state: z.enum(['all', 'active', 'deactivated', 'erased']).default('all').describe('active: neither deactivated nor anonymised'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminUsers = z.infer<typeof adminUsersSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  classes: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })).describe('The classes the user belongs to, with their role in each'),
  companies: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
  isSelf: z.boolean().describe('The admin asking: they cannot deactivate themselves nor remove their own admin role'),
  manageable: z
    .object({
      account: z.boolean().describe('The admin may deactivate, reactivate and send a reset link to this account'),
      adminRole: z.boolean().describe("The admin may grant or remove this account's admin role"),
    })
    .describe("What the asking admin's reach allows on this account (docs/administration.md#who-administers)"),
  grantableCompanyRoles: z
    .array(z.object({ id: z.string(), name: z.string(), roles: z.array(z.enum(memberRoles)) }))
    .describe('The companies in which the asking admin may grant or remove roles of this account, with those roles'),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParamsSchema = z.strictObject({ id: guidField.describe('User id') });

export const updateAdminUserBodySchema = z
  .strictObject({
    deactivated: z.boolean().optional().describe('true: the account signs in no way and its sessions end; false: it may sign in again'),
    admin: z.boolean().optional().describe("Grants (true) or removes (false) the tenant's system role admin"),
    companyRole: z
      .strictObject({ companyId: guidField, role: z.enum(memberRoles), granted: z.boolean() })
      .optional()
      .describe("Grants (granted true) or removes (false) one of the account's roles in a company of the tenant"),
  })
  .refine((body) => body.deactivated !== undefined || body.admin !== undefined || body.companyRole !== undefined, {
    message: 'deactivated, admin or companyRole is required',
  });
export type UpdateAdminUserBody = z.input<typeof updateAdminUserBodySchema>;

export const passwordResetSentSchema = z.object({ sentTo: z.string().describe('The address the link was mailed to') });
export const invitationResentSchema = z.object({ sentTo: z.string().describe('The address the invitation was mailed to'), sentAt: isoDateTime });
