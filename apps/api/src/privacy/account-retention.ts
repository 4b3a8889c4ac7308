import { mailedScreenPaths } from '@espace/contracts/notification-links';
import type { AdminRetention } from '@espace/contracts/privacy';
import { displayName } from '@espace/domain/display-name';
import { anonymisedOn, signInsKeptSince, warnedIfActiveBefore } from '@espace/domain/privacy/retention';
import type { AccountsRepository } from '../accounts/accounts-repository';
import { hashSecret, newSecret } from '../accounts/secrets';
import type { TenantAdmin } from '../admin/admin-access';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { NotFoundError } from '../http/app-error';
import { paced } from '../jobs/paced';
import { serverTexts } from '../i18n/server-texts';
import { linkMail } from '../mail/mail-layout';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { AdminUsersRepository } from '../user-management/admin-users-repository';
import type { InactiveAccount, RetentionRepository } from './retention-repository';

/** Accounts one transaction warns at most: a tenant found with years of unused accounts is warned in several. */
const BATCH = 100;
/** Sign-ins one statement deletes at most: a first pass over years of history takes many short steps. */
const PRUNED_PER_STEP = 5000;

interface RetentionPassInput {
  tenant: Tenant;
  /** The tenant's public origin (contexts/public-origin.ts), never a request's Host. */
  origin: string;
  now: Date;
  database: Pick<Database, 'transaction'>;
  retention: RetentionRepository;
  sessions: Pick<SessionsRepository, 'pruneEndedBefore'>;
  admins: Pick<AdminUsersRepository, 'othersAdminister'>;
  mailer: Pick<Mailer, 'sendAll'>;
  /** Erases the account (erase-user.ts) as unused: true when this call erased it. */
  erase(userId: string): Promise<boolean>;
}

export interface RetentionPassOutcome {
  prunedSignIns: number;
  warned: number;
  anonymised: number;
}

/** The mail telling an account's owner the day it will be anonymised, with its « keep my account » link. */
function retentionMail(input: RetentionPassInput, account: InactiveAccount, day: Date, token: string): MailMessage {
  const locale = mailLocale(account.preferredLocale as Parameters<typeof mailLocale>[0], input.tenant);
  const texts = serverTexts(locale);
  const written = (date: Date) => texts.date(date, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  return linkMail(
    'accountRetention',
    { to: account.email, displayName: displayName(account), locale, branding: tenantBranding(input.tenant) },
    { day: written(day), since: written(account.lastActiveAt), years: input.tenant.settings.privacy.inactiveAccountYears },
    // The token in the fragment: no server log, no proxy reads it.
    `${input.origin}${mailedScreenPaths.keepAccount}#${token}`,
  );
}

/**
 * The tenant's retention pass of a day (docs/privacy.md#retention), under its settings as they
 * stand: the sign-ins that ended before the months it keeps are deleted; an account unused for
 * nearly its years is warned, once, by mail when it has an address, with the day it will be
 * anonymised (a month later at the least); an account warned and still unused on that day is
 * anonymised, in erasure's one transaction. The tenant's last active admin is neither warned nor
 * anonymised: the tenant would have no one to run it. Idempotent: run twice, it mails and erases
 * nothing more (a notice is one per account; erasure twice is erasure once). Made of paced steps
 * (jobs/paced.ts), as the other daily passes: the learners at work meanwhile find the process free.
 */
export async function runRetentionPass(input: RetentionPassInput): Promise<RetentionPassOutcome> {
  const { tenant, now, retention } = input;
  const { inactiveAccountYears: years, signInHistoryMonths } = tenant.settings.privacy;
  let prunedSignIns = 0;
  for (let pruned = PRUNED_PER_STEP; pruned === PRUNED_PER_STEP; prunedSignIns += pruned)
    pruned = await paced(() => input.sessions.pruneEndedBefore(tenant.id, signInsKeptSince(now, signInHistoryMonths), PRUNED_PER_STEP));
  await paced(() => retention.dropResumed(tenant.id));
  const spares = async (account: { userId: string; isAdmin: boolean }) => account.isAdmin && !(await input.admins.othersAdminister(tenant.id, account.userId));

  let warned = 0;
  const activeBefore = warnedIfActiveBefore(now, years);
  for (let after: InactiveAccount | undefined; ;) {
    const accounts = await paced(() => retention.accountsToWarn(tenant.id, activeBefore, BATCH, after));
    const toWarn: InactiveAccount[] = [];
    for (const account of accounts) if (!(await spares(account))) toWarn.push(account);
    warned += await paced(() =>
      input.database.transaction(async (tx) => {
        const mails: MailMessage[] = [];
        for (const account of toWarn) {
          const token = newSecret();
          const day = anonymisedOn({ lastActiveAt: account.lastActiveAt, warnedAt: now, years });
          const mailed = account.email !== '';
          const recorded = await retention.warn(
            tenant.id,
            { userId: account.userId, warnedAt: now, anonymisedOn: day, mailed, tokenHash: hashSecret(token) },
            tx,
          );
          if (recorded && mailed) mails.push(retentionMail(input, account, day, token));
        }
        // Queued in the notices' transaction: each recorded notice is mailed once, none is mailed unrecorded.
        await input.mailer.sendAll(tenant.id, mails, tx, { background: true });
        return toWarn.length;
      }),
    );
    if (accounts.length < BATCH) break;
    after = accounts.at(-1);
  }

  let anonymised = 0;
  for (const account of await paced(() => retention.due(tenant.id, now))) {
    if (await spares(account)) continue;
    if (await paced(() => input.erase(account.userId))) anonymised += 1;
  }
  return { prunedSignIns, warned, anonymised };
}

/** The retention mail's « keep my account »: the notice its token names goes, and the account counts as used now. */
export async function keepAccount(input: {
  tenantId: string;
  token: string;
  now: Date;
  database: Pick<Database, 'transaction'>;
  retention: Pick<RetentionRepository, 'keep'>;
  accounts: Pick<AccountsRepository, 'markActive'>;
}): Promise<void> {
  await input.database.transaction(async (tx) => {
    const userId = await input.retention.keep(input.tenantId, hashSecret(input.token), tx);
    // A token used already, of another tenant, or whose account was anonymised or signed in meanwhile.
    if (userId === undefined) throw new NotFoundError();
    await input.accounts.markActive(input.tenantId, userId, input.now, tx);
  });
}

/** Notices the admin's page lists at most. */
const LISTED = 200;

/** The tenant's retention as it applies now: its settings, what the sign-in history keeps, the accounts warned. */
export async function retentionOverview({
  admin,
  tenant,
  now,
  retention,
}: {
  admin: TenantAdmin;
  tenant: Tenant;
  now: Date;
  retention: Pick<RetentionRepository, 'list'>;
}): Promise<AdminRetention> {
  const { inactiveAccountYears, signInHistoryMonths } = tenant.settings.privacy;
  const { items, total } = await retention.list(admin.tenantId, LISTED);
  return {
    inactiveAccountYears,
    signInHistoryMonths,
    signInsKeptSince: signInsKeptSince(now, signInHistoryMonths).toISOString(),
    notices: items.map((notice) => ({
      userId: notice.userId,
      displayName: displayName(notice),
      email: notice.email,
      lastActiveAt: notice.lastActiveAt.toISOString(),
      warnedAt: notice.warnedAt.toISOString(),
      mailed: notice.mailed,
      anonymisedOn: notice.anonymisedOn.toISOString(),
    })),
    noticeCount: total,
  };
}
