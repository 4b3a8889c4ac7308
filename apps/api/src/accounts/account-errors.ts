import type { PasswordIssue } from '@espace/domain/accounts/password-rules';
import type { ProfileField, ProfileIssue } from '@espace/domain/accounts/profile-rules';
import { AppError, BadRequestError } from '../http/app-error';

/**
 * Field problems are reported by field name (`issues[].path` = 'email'…) and issue key
 * (`message` = 'required' | 'length' | 'email' | 'date'), the keys the web app translates.
 */
export function throwProfileIssues(issues: Partial<Record<ProfileField, ProfileIssue>>): void {
  const entries = Object.entries(issues);
  if (entries.length > 0) throw new BadRequestError(entries.map(([path, message]) => ({ path, message })));
}

/** INVALID_PASSWORD with every broken rule ('length', 'complexity', 'whitespace', 'required'), one issue each. */
export function throwPasswordIssues(issues: readonly PasswordIssue[]): void {
  if (issues.length > 0)
    throw new AppError(
      'INVALID_PASSWORD',
      issues.map((message) => ({ path: 'password', message })),
    );
}

/** A username another user of the tenant has (docs/product/errors.md#catalogue), on its field. */
export function throwIfUsernameTaken(taken: boolean): void {
  if (taken) throw new AppError('UNIQUE_USERNAME', [{ path: 'username', message: 'taken' }]);
}

/**
 * The unique indexes still guard the race between the check above and the write: their
 * violation becomes the same answer instead of a 500.
 */
export function asUniqueError(error: unknown): unknown {
  const failure = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (failure?.code !== '23505') return error;
  const where = `${String(failure.constraint ?? '')} ${String(failure.message ?? '')}`;
  if (where.includes('users_context_username')) return new AppError('UNIQUE_USERNAME', [{ path: 'username', message: 'taken' }]);
  if (where.includes('users_context_email')) return new AppError('UNIQUE_USERNAME_OR_EMAIL', [{ path: 'email', message: 'taken' }]);
  return error;
}
