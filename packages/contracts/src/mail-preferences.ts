import { mailFrequencies } from '@espace/domain/notifications/mail-delivery';
import { isNotificationKind, type NotificationKind, notificationKinds } from '@espace/domain/notifications/notification-kinds';
import { z } from 'zod';

/** How the signed-in user is mailed of their notifications (docs/api.md#email-preferences). */

const mailFrequencySchema = z.enum(mailFrequencies).describe('immediately: one mail each; daily, weekly: a digest at 07:00 (Paris), weekly on Mondays; never');

const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day, HH:MM')
  .describe('HH:MM, in the portal’s zone (Europe/Paris)');

const quietHoursSchema = z
  .strictObject({ from: timeOfDaySchema, to: timeOfDaySchema.describe('HH:MM, excluded; before `from`: the hours span midnight') })
  .describe('No mail leaves for the user from `from` to `to`: what comes then waits for `to`');

export const mailPreferencesSchema = z.strictObject({
  kinds: z
    .array(
      z.strictObject({
        kind: z.enum(notificationKinds),
        frequency: mailFrequencySchema,
        isDefault: z.boolean().describe('true: the user has not chosen, the kind’s default applies'),
      }),
    )
    .describe('Every kind of notification, in the order of the list of kinds'),
  quietHours: quietHoursSchema.nullable().describe('null: none'),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const updateMailPreferencesBodySchema = z.strictObject({
  kinds: z
    .array(z.strictObject({ kind: z.enum(notificationKinds), frequency: mailFrequencySchema }))
    .max(notificationKinds.length)
    .refine((kinds) => new Set(kinds.map((each) => each.kind)).size === kinds.length, 'each kind at most once')
    .describe('The frequency of each kind; a kind left out, or given its default, follows its default'),
  quietHours: quietHoursSchema.refine(({ from, to }) => from !== to, { message: 'from and to must differ', path: ['to'] }).nullable(),
});
export type UpdateMailPreferences = z.infer<typeof updateMailPreferencesBodySchema>;

/**
 * An unsubscribe token: `<user id>~<kind>,<kind>…~<signature>`. The API signs it (HMAC over the
 * tenant, the user and the kinds); the web's unsubscribe page reads the kinds to say what it stops.
 */
const UNSUBSCRIBE_TOKEN_MAX = 400;
const unsubscribeTokenSchema = z
  .string()
  .min(1)
  .max(UNSUBSCRIBE_TOKEN_MAX)
  .regex(/^[\w~,.-]+$/, 'the characters of a token')
  .describe('The token of a mail’s unsubscribe link');

interface UnsubscribeTokenParts {
  userId: string;
  kinds: NotificationKind[];
  signature: string;
}

export const composeUnsubscribeToken = ({ userId, kinds, signature }: UnsubscribeTokenParts): string => `${userId}~${kinds.join(',')}~${signature}`;

/** The parts of a token, or null when it is not shaped as one (a made-up or cut link); says nothing of its signature. */
export function parseUnsubscribeToken(token: string): UnsubscribeTokenParts | null {
  if (token.length > UNSUBSCRIBE_TOKEN_MAX) return null;
  const [userId = '', kindList = '', signature = '', ...rest] = token.split('~');
  const kinds = kindList.split(',');
  if (rest.length > 0 || !/^[0-9a-f-]{36}$/.test(userId) || !/^[\w-]{43}$/.test(signature) || !kinds.every(isNotificationKind)) return null;
  if (new Set(kinds).size !== kinds.length) return null;
  return { userId, kinds, signature };
}

export const unsubscribeBodySchema = z.strictObject({ token: unsubscribeTokenSchema });
export const unsubscribeParamsSchema = z.strictObject({ token: unsubscribeTokenSchema });
export const unsubscribedSchema = z.strictObject({ kinds: z.array(z.enum(notificationKinds)).describe('The kinds now never mailed') });
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
