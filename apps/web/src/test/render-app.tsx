import type { Context } from '@espace/contracts/context';
import type { SupportedLocale } from '@espace/domain/locale';
import { render } from '@testing-library/react';
// react-router's own RouterProvider, not the app's react-dom one (bootstrap.tsx): under Node, `react-router/dom`
// loads a second copy of react-router whose router context the routes do not see. A navigation's `flushSync`
// is then ignored here, which only changes when the next page renders, not what it shows.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { applyContext } from '../features/context/apply-context';
import { activateLocale } from '../lib/i18n/i18n';
import { demoContext } from './fixtures';

/**
 * Renders routes in memory with the real providers, the given tenant and language; `strictMode`, under
 * React's StrictMode as the app runs in development (bootstrap.tsx): effects run twice on mount.
 */
export async function renderRoutes(
  routes: RouteObject[],
  {
    path = '/',
    locale = 'fr',
    context = demoContext,
    strictMode = false,
  }: { path?: string; locale?: SupportedLocale; context?: Context | null; strictMode?: boolean } = {},
) {
  if (context) applyContext(context);
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders context={context} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
    { reactStrictMode: strictMode },
  );
  return { ...view, router, queryClient };
}
