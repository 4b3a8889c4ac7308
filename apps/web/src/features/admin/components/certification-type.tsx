import type { CertificationType } from '@espace/domain/tenant-switches';
import { createContext, useContext } from 'react';

const CertificationTypeContext = createContext<CertificationType>('Certificat');

/**
 * The word the tenant gives what it issues, « Certificat » or « Attestation » (the switch
 * certificationType, docs/product/accounts.md#tenant-switches), for the administration screens:
 * given once by the app around each of them (app/guard/admin-only.tsx), since features do not read
 * the tenant's context themselves. Texts that name the credentials pass it to i18next as their
 * context, so each has an `_Attestation` variant beside it.
 */
export const CertificationTypeProvider = CertificationTypeContext.Provider;

export function useCertificationType(): CertificationType {
  return useContext(CertificationTypeContext);
}
