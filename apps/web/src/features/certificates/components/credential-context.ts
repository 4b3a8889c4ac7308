import type { CredentialSummary } from '@espace/contracts/credentials';

/**
 * The i18next context of the texts that name the credential shown: a badge's (`_Badge`, its
 * achievementType `Badge`), else none, a certificate's words, also for a foreign credential.
 */
export const credentialContext = (credential: Pick<CredentialSummary, 'achievement'> | null): 'Badge' | undefined =>
  credential?.achievement.type === 'Badge' ? 'Badge' : undefined;
