import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { sessionRefused } from '../features/auth/session-renewal';
import { setUnauthorizedHandler } from '../lib/api-client';
import { paths } from '../lib/paths';
import { routeRequirements } from './route-handle';

/**
 * Where a session the API refuses leads (docs/product/accounts.md#sessions): over the
 * lesson player, a sign-in dialog, the page and its calls waiting (features/auth/session-renewal.ts);
 * anywhere else /login, saying why (the route guard), with nothing of the session's cache kept.
 */
export function handleRefusedSessions(router: DataRouter, queryClient: QueryClient): void {
  setUnauthorizedHandler((refusedUser) =>
    sessionRefused(refusedUser, {
      keepsPage: routeRequirements(router.state.matches.map(({ route }) => ({ handle: route.handle }))).signInAgainInPlace,
      leave: (why) => {
        queryClient.clear();
        // Signed out, the route guard leads to /login; another account signed in over the page starts from Home.
        if (why === 'another-user') void router.navigate(paths.home.getHref(), { replace: true });
      },
    }),
  );
}
