import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { activateLocale, registerFeatureBundles } from '../lib/i18n/i18n';
import { viewerBundles } from '../components/viewers/viewer-bundles';

/** Renders a viewer, window or dialog with the viewers' texts in the given language and a query client. */
export async function renderViewer(ui: ReactElement, locale: 'fr' | 'en' = 'fr') {
  await activateLocale(locale);
  await registerFeatureBundles(viewerBundles);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...view, user: userEvent.setup() };
}

/** Makes `matchMedia` report a phone-sized screen (true) or a desktop (false). */
export function stubScreen(small: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: small, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
