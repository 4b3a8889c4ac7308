import { certificatesResponseSchema, certificateVerificationSchema } from '@espace/contracts/certificates';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { queryKeys } from '../../../lib/query-keys';

export function useMyCertificates() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myCertificates(),
      queryFn: ({ signal }) => apiRequest('users/me/certificates', { signal, contract: import.meta.env.DEV ? certificatesResponseSchema : undefined }),
    }),
  );
}

/** Public: answers without a session; a 404 means the code is unknown. */
export function useCertificateVerification(code: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.certificateVerification(code),
      queryFn: ({ signal }) =>
        apiRequest(`certificates/verify/${encodeURIComponent(code)}`, {
          signal,
          ownUnauthorized: true,
          contract: import.meta.env.DEV ? certificateVerificationSchema : undefined,
        }),
      retry: false,
    }),
  );
}

/** The PDF is fetched with the bearer token and saved from memory (lib/save-blob.ts). */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async ({ lessonId, fileName }: { lessonId: string; fileName: string }) => {
      saveFile(await apiRequest<Blob>(`certificates/${encodeURIComponent(lessonId)}.pdf`, { responseType: 'blob' }), fileName);
    },
  });
}
