import { contextAssetsSchema } from '@espace/contracts/context';
import type { TenantImageKind } from '@espace/domain/admin/tenant-images';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tenant's logo, icons, splash screens and certificate signature (docs/administration.md#images). */
export function useTenantImages() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.tenantImages(),
      queryFn: ({ signal }) => apiRequest('admin/settings/images', { signal, contract: import.meta.env.DEV ? contextAssetsSchema : undefined }),
    }),
  );
}

const imagePath = (kind: TenantImageKind) => `admin/settings/images/${kind}`;

/** Uploads a kind's source image (the server makes every size), or takes the kind's images away (`file` null). */
export function useChangeTenantImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TenantImageKind; file: File | null }) => {
      if (file === null) return apiRequest(imagePath(kind), { method: 'DELETE', contract: import.meta.env.DEV ? contextAssetsSchema : undefined });
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(imagePath(kind), { method: 'PUT', body: form, contract: import.meta.env.DEV ? contextAssetsSchema : undefined });
    },
    onSuccess: (assets) => {
      queryClient.setQueryData(queryKeys.tenantImages(), assets);
      return queryClient.invalidateQueries({ queryKey: queryKeys.anyAuditLog() });
    },
  });
}
