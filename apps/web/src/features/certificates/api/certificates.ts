import { certificatesResponseSchema } from '@espace/contracts/certificates';
import { type CredentialVerificationRequest, credentialVerificationSchema, type CredentialVerification } from '@espace/contracts/credentials';
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

/** Public (docs/credentials.md#verifying): answers without a session; a 404 means the code or credential is unknown here. */
const verifyCredential = (request: CredentialVerificationRequest, signal?: AbortSignal) =>
  apiRequest<CredentialVerification>('credentials/verify', {
    method: 'POST',
    body: request,
    signal,
    ownUnauthorized: true,
    contract: import.meta.env.DEV ? credentialVerificationSchema : undefined,
  });

/** What /verify is given, checked each time it is submitted. */
export function useVerifyCredential() {
  return useMutation({ mutationFn: (request: CredentialVerificationRequest) => verifyCredential(request) });
}

/** A credential's public page: its checks, as anyone opening its share link sees them. */
export function useSharedCredential(credentialId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.sharedCredential(credentialId),
      queryFn: ({ signal }) => verifyCredential({ credentialId }, signal),
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
