import type { MailPreferences, Unsubscribed, UpdateMailPreferences } from '@espace/contracts/mail-preferences';
import { type MailFrequency, minuteOfDay, timeOfDay } from '@espace/domain/notifications/mail-delivery';
import { defaultMailFrequency, mailFrequencyOf, mailPreferenceKinds, type NotificationKind } from '@espace/domain/notifications/notification-kinds';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import type { MailChoices, MailPreferencesRepository } from './mail-preferences-repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

interface Mine {
  tenantId: string;
  userId: string;
  /** Whether they may use the trainer space: the kinds told only to its users are then theirs too. */
  staff: boolean;
  preferences: MailPreferencesRepository;
}

/** Every kind the user may be told of, with how it is mailed to them (and whether that is its default), and their quiet hours. */
function present({ chosen, quietHours }: MailChoices, staff: boolean): MailPreferences {
  return {
    kinds: mailPreferenceKinds(staff).map((kind) => ({ kind, frequency: mailFrequencyOf(kind, chosen), isDefault: chosen[kind] === undefined })),
    quietHours: quietHours === null ? null : { from: timeOfDay(quietHours.from), to: timeOfDay(quietHours.to) },
  };
}

/** How I am mailed of my notifications. */
export async function myMailPreferences({ tenantId, userId, staff, preferences }: Mine): Promise<MailPreferences> {
  return present(await preferences.mine(tenantId, userId), staff);
}

/**
 * Sets how I am mailed: the frequency of each kind given (one given its default, or left out,
 * follows its default: no choice is kept for it) and my quiet hours, or none. Choosing another
 * frequency for a kind a mail's link unsubscribed is what undoes that link.
 */
export async function updateMyMailPreferences({
  tenantId,
  userId,
  staff,
  preferences,
  database,
  body,
  now,
}: Mine & { database: Database; body: UpdateMailPreferences; now: Date }) {
  const chosen: Partial<Record<NotificationKind, MailFrequency>> = Object.fromEntries(
    body.kinds.filter(({ kind, frequency }) => frequency !== defaultMailFrequency(kind)).map(({ kind, frequency }) => [kind, frequency]),
  );
  // The contract checked both times: neither is null.
  const quietHours = body.quietHours === null ? null : { from: minuteOfDay(body.quietHours.from) ?? 0, to: minuteOfDay(body.quietHours.to) ?? 0 };
  await database.transaction((tx) => preferences.replace(tenantId, userId, { chosen, quietHours }, now, tx));
  return present({ chosen, quietHours }, staff);
}

/**
 * A mail's unsubscribe link, used without signing in (RFC 8058's one click, or the page its body
 * links to): its kinds are set to « Jamais » for its user. A forged or cut token, another tenant's,
 * or one whose user is gone: UNSUBSCRIBE_LINK_INVALID (404). Using it again changes nothing.
 */
export async function unsubscribe(input: {
  tenantId: string;
  token: string;
  tokens: UnsubscribeTokens;
  preferences: MailPreferencesRepository;
  now: Date;
}): Promise<Unsubscribed> {
  const named = input.tokens.verify(input.tenantId, input.token);
  if (named === null || !(await input.preferences.stop(input.tenantId, named.userId, named.kinds, input.now))) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  return { kinds: named.kinds };
}
