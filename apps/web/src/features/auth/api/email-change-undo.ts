import { apiRequest } from '../../../lib/api-client';

const undos = new Map<string, Promise<void>>();

/**
 * POST users/email-change/undo with the token of the link mailed to an address the account gave up
 * (docs/product/accounts.md#e-mail-address). A link works once, so the request is made once per
 * token even when the screen mounts twice (React's development double effects).
 */
export function undoEmailChangeOnce(token: string): Promise<void> {
  let undo = undos.get(token);
  if (!undo) {
    undo = apiRequest<void>('users/email-change/undo', { method: 'POST', body: { token }, ownUnauthorized: true });
    undos.set(token, undo);
  }
  return undo;
}
