import type { CertificatesResponse, CertificateVerification } from '@espace/contracts/dashboard';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useMyCertificates() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myCertificates(),
      queryFn: ({ signal }) => apiRequest<CertificatesResponse>('users/me/certificates', { signal }),
    }),
  );
}

/** Public: answers without a session; a 404 means the code is unknown. */
export function useCertificateVerification(code: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.certificateVerification(code),
      queryFn: ({ signal }) => apiRequest<CertificateVerification>(`certificates/verify/${encodeURIComponent(code)}`, { signal, ownUnauthorized: true }),
      retry: false,
    }),
  );
}

/**
 * The PDF is fetched with the bearer token and saved from memory, so the
 * session token never travels in a URL (history, logs, Referer).
 */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async ({ lessonId, fileName }: { lessonId: string; fileName: string }) => {
      const pdf = await apiRequest<Blob>(`certificates/${encodeURIComponent(lessonId)}.pdf`, { responseType: 'blob' });
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
