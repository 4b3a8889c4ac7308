import type { IssuedCredential } from '@espace/contracts/credentials';
import type { CertificationType } from '@espace/domain/tenant-switches';

/**
 * The i18next context of a credential's texts: a badge's (`_Badge`; a badge has no code), else the
 * tenant's word for its certificates (`_Attestation`, components/certification-type.ts).
 */
export const credentialContext = (credential: Pick<IssuedCredential, 'code'>, certificationType: CertificationType): string =>
  credential.code === null ? 'Badge' : certificationType;
