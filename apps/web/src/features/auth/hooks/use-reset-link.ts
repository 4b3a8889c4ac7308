import type { PasswordResetUser } from '@espace/contracts/accounts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/errors/api-error';
import { useForceLogout } from '../api/logout';
import { loadResetUser } from '../api/password-reset';

type ResetLinkState = { kind: 'checking' } | { kind: 'valid'; user: PasswordResetUser } | { kind: 'refused'; messageKey: string };

/** A refused reset link (docs/product/errors.md#token-links): 403 'Lien expiré', 401 'Lien invalide ou expiré', anything else 'Vous devez vous reconnecter.'. */
function refusalMessageKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'auth.reset.expired';
  if (error instanceof ApiError && error.status === 401) return 'auth.reset.invalid';
  return 'auth.reset.other';
}

/** Loads whose password the link resets; every refusal forces logout (docs/product/errors.md#token-links). Key the caller by token. */
export function useResetLink(token: string) {
  const forceLogout = useForceLogout();
  const [state, setState] = useState<ResetLinkState>({ kind: 'checking' });

  useEffect(() => {
    const abort = new AbortController();
    loadResetUser(token, abort.signal).then(
      (user) => setState({ kind: 'valid', user }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        forceLogout();
        setState({ kind: 'refused', messageKey: refusalMessageKey(error) });
      },
    );
    return () => abort.abort();
  }, [token, forceLogout]);

  return { state, refuse: (error: unknown) => setState({ kind: 'refused', messageKey: refusalMessageKey(error) }) };
}
