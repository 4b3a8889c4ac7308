import { pendingEmailSteps } from '@espace/domain/accounts/email-ownership';
import { memberRoles, userDomains } from '@espace/domain/user-domain';
import { z } from 'zod';
import { localeSchema } from './context';

const companyRoleSchema = z.enum(memberRoles);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

const userDomainSchema = z.enum(userDomains);

export const meSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    username: z.string().nullable(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    avatarId: z.string().nullable(),
    email: z.string(),
    emailVerified: z.boolean().describe('The address is proven: a link mailed to it was used (docs/security.md)'),
    pendingEmail: z
      .object({ email: z.string(), awaiting: z.enum(pendingEmailSteps) })
      .nullable()
      .describe(
        'An address asked for and not yet on the account: awaiting the approval of the current address, or the link mailed to it (docs/product/accounts.md#e-mail-address)',
      ),
    hasPassword: z.boolean().describe('The account has a password: changing the password or the address asks for it'),
    birthday: z.string().nullable().describe('ISO date (YYYY-MM-DD)'),
    legal: z.object({ cguAcceptedVersion: z.string().nullable(), cguAcceptedAt: z.string().nullable() }),
    supportGroups: z.array(z.string()),
    scoring: z.record(z.string(), z.unknown()),
    contributionLevel: z.number().int(),
    isFromInvitationCode: z.boolean(),
    donePageCount: z.object({ global: z.number().int() }),
    timeAlive: z.object({ global: z.number().int() }),
    roles: z.array(z.string()).describe('System roles: superadmin, admin'),
    permissions: z.array(z.string()),
    createdAt: z.string(),
    displayName: z.string(),
    domain: userDomainSchema,
    classUsers: z.array(z.object({ classId: z.string(), role: companyRoleSchema })),
    companyUsers: z.array(z.object({ companyId: z.string(), role: companyRoleSchema })),
    preferredLocale: localeSchema.nullable(),
    tincanIdentifier: z.string(),
    contextId: z.string(),
  })
  .describe('The signed-in user (docs/product/data-model.md#users)');
export type Me = z.infer<typeof meSchema>;
