import type { AccountsRepository } from '../accounts/accounts-repository';
import type { AuditLogRepository } from '../admin/audit-log-repository';
import type { Database, Queryable } from '../db/database';
import { NotFoundError } from '../http/app-error';
import type { ErasureRequestsRepository } from './erasure-requests-repository';

/** The account being erased, as it was: what each area finds its traces by. */
interface ErasedPerson {
  tenantId: string;
  userId: string;
  /** '' when it had none. */
  email: string;
  username: string | null;
  /** An address it asked for and had not confirmed. */
  pendingEmail: string | null;
  /** The random identifier its xAPI statements name it by (users.tincan_identifier). */
  accountName: string;
}

/** One area's part of an erasure, written by that area's repository in the erasure's transaction. */
export type ErasureStep = (tx: Queryable, person: ErasedPerson) => Promise<void>;

export interface EraseUserInput {
  tenantId: string;
  userId: string;
  /** Who erases it: an admin of the tenant (the audit log names them), or null for the account's owner or the retention pass. */
  admin: { id: string; name: string } | null;
  /** The retention pass erases an account unused for its years (docs/privacy.md#retention): recorded as such. */
  cause?: 'inactivity';
  now: Date;
  database: Pick<Database, 'transaction'>;
  accounts: Pick<AccountsRepository, 'lockForErasure' | 'anonymise'>;
  requests: Pick<ErasureRequestsRepository, 'close'>;
  audit: Pick<AuditLogRepository, 'record'>;
  /** Every area's part (erasure-steps.ts), made before the transaction: a step may need to read first what it cannot read in it. */
  steps: () => Promise<ErasureStep[]>;
  /** Forgets what this process keeps of the account (its profile); its sessions are forgotten as they are revoked. */
  forgetProfile: (userId: string) => void;
}

/**
 * Erases an account (docs/privacy.md#erasure): an anonymisation, in one transaction that holds the
 * account's row. Each area empties what it keeps of the person, the account's own fields go last,
 * its request waiting (if any) is handled, and the audit log records it by ids alone. An account
 * already erased is left as it is (its request closed, if one came after), and nothing is recorded:
 * erasing twice is erasing once. True when this call erased it.
 */
export async function eraseUser(input: EraseUserInput): Promise<boolean> {
  const { tenantId, userId, now } = input;
  const steps = await input.steps();
  const handled = { by: input.admin?.id ?? null, at: now };
  const erased = await input.database.transaction(async (tx) => {
    const account = await input.accounts.lockForErasure(tenantId, userId, tx);
    if (account === undefined) throw new NotFoundError();
    if (account.erasedAt !== null) {
      await input.requests.close(tenantId, userId, handled, tx);
      return false;
    }
    const person: ErasedPerson = {
      tenantId,
      userId,
      email: account.email,
      username: account.username,
      pendingEmail: account.pendingEmail,
      accountName: account.tincanIdentifier,
    };
    for (const step of steps) await step(tx, person);
    await input.accounts.anonymise(tenantId, userId, now, tx);
    await input.requests.close(tenantId, userId, handled, tx);
    await input.audit.record(
      tenantId,
      {
        // The owner erasing their own account, or its inactivity, is named by the account's id alone, as the account is.
        actor: input.admin ?? { id: userId, name: '' },
        action: input.cause === 'inactivity' ? 'user.erased-inactive' : 'user.erased',
        target: { id: userId, label: '' },
        before: null,
        after: null,
      },
      tx,
    );
    return true;
  });
  input.forgetProfile(userId);
  return erased;
}
