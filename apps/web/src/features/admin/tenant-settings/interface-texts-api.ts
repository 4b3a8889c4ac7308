import { tenantLabelsSchema, type UpdateTenantLabelsBody } from '@espace/contracts/admin-labels';
import type { TenantSettings } from '@espace/contracts/admin-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiVersioned, type Versioned } from '../../../lib/api-client';
import { loadAppBundle } from '../../../lib/i18n/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { flattenBundle } from './interface-texts';

/** The app's own French and English texts, by dotted key: what a tenant's labels reword (docs/administration.md#interface-texts). */
export function useAppTexts() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.appTexts(),
      queryFn: async () => {
        const [fr, en] = await Promise.all([loadAppBundle('fr'), loadAppBundle('en')]);
        return { fr: flattenBundle(fr), en: flattenBundle(en) };
      },
      staleTime: Infinity,
    }),
  );
}

/** Replaces the tenant's interface texts from the settings' version the form started from; the settings read after it hold them, at their new version. */
export function useSaveTenantLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: UpdateTenantLabelsBody; version: string }) =>
      apiVersioned('admin/settings/labels', { method: 'PUT', body, ifMatch: version, contract: import.meta.env.DEV ? tenantLabelsSchema : undefined }),
    onSuccess: ({ document: { labels }, version }) => {
      queryClient.setQueryData<Versioned<TenantSettings>>(
        queryKeys.tenantSettings(),
        (settings) => settings && { document: { ...settings.document, labels }, version },
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.anyAuditLog() });
    },
  });
}
