import type { Context } from '@espace/contracts/context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TenantProvider } from '../features/context/tenant-context';
import { isUnauthorized } from '../lib/errors/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refused session will not be accepted on a second try.
      queries: { retry: (failures, error) => !isUnauthorized(error) && failures < 1 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ context, queryClient, children }: { context: Context | null; queryClient: QueryClient; children: ReactNode }) {
  return (
    <TenantProvider context={context}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TenantProvider>
  );
}
