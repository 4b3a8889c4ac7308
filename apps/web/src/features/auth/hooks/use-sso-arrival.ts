import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSsoExchange } from '../api/sso';
import { useEnterApp } from './use-enter-app';

// The fragment keys the API's single sign-on callback redirects with (contracts/accounts SSO_FRAGMENT_KEY);
// repeated here because importing a value from the contracts would pull zod into /login.
const codeKey = 'sso';
const failureKey = 'sso_error';

function readArrival(hash: string): { code: string | null; failed: boolean; reason: string | null } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  return { code: fragment.get(codeKey), failed: fragment.has(failureKey), reason: fragment.get(failureKey) };
}

/**
 * Back from the tenant's provider on `/login#sso={code}`: the one-time code is
 * taken out of the address bar first (it must not stay in history), then
 * traded for an access token, and the user enters the app as after any sign-in.
 */
export function useSsoArrival() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const enterApp = useEnterApp();
  const exchange = useSsoExchange();
  // Read once, on arrival: the address is cleaned right after.
  const [arrival] = useState(() => readArrival(hash));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || (arrival.code === null && !arrival.failed)) return;
    started.current = true;
    void navigate({ pathname, search, hash: '' }, { replace: true });
    if (arrival.code) exchange.mutate({ code: arrival.code }, { onSuccess: enterApp });
  }, [arrival, pathname, search, navigate, exchange, enterApp]);

  /** 'unverified': an account uses the provider's address, but nobody proved it is theirs (no link made). */
  const unverified = arrival.reason === 'unverified';
  return { pending: exchange.isPending, failed: arrival.failed || exchange.isError, error: exchange.error, unverified };
}
