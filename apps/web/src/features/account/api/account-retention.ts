import type { KeepAccountBody } from '@espace/contracts/privacy';
import { apiRequest } from '../../../lib/api-client';

const keeps = new Map<string, Promise<void>>();

/**
 * POST account-retention/keep with the retention mail's token (docs/privacy.md#retention): the
 * account counts as used now. Opening the page is the one click, so the request is made once per
 * token even when the screen mounts twice (React's development double effects); a failure is
 * forgotten, so that trying again sends it again.
 */
export function keepAccountOnce(token: string): Promise<void> {
  let keep = keeps.get(token);
  if (!keep) {
    const body: KeepAccountBody = { token };
    keep = apiRequest<void>('account-retention/keep', { method: 'POST', body, ownUnauthorized: true });
    keeps.set(token, keep);
    keep.catch(() => keeps.delete(token));
  }
  return keep;
}
