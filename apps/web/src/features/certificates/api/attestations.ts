import { myAttestationsSchema } from '@espace/contracts/attestations';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveThroughSignedLink } from '../../../lib/save-file';

/** My classes and whether each one's attestation de fin de formation is out (docs/privacy.md#attestation-de-fin-de-formation). */
export function useMyAttestations() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.myAttestations(),
      queryFn: ({ signal }) => apiRequest('users/me/attestations', { signal, contract: import.meta.env.DEV ? myAttestationsSchema : undefined }),
    }),
  );
}

/** Downloads my attestation for an ended class, through a signed link. */
export function useDownloadMyAttestation() {
  return useMutation({ mutationFn: (classId: string) => saveThroughSignedLink(`users/me/attestations/${classId}/link`) });
}
