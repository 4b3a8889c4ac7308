import { AchievementCredentialValidator, AchievementSubjectValidator, AchievementValidator, ProfileValidator } from '@learncard/types';
import { z } from 'zod';

/**
 * Whether a document conforms to the Open Badges 3.0 data model (1EdTech), by validators that owe
 * nothing to the portal's code. 1EdTech's JSON schemas of Open Badges 3.0 are not published on npm,
 * the only registry this project installs from; `@learncard/types` (MIT) is, with zod validators of
 * the OB 3.0 classes. Those leave optional a few properties the specification requires (cardinality
 * 1, or a `type` that MUST include a given name), which are required here on top of them.
 */

const including =
  (...names: string[]) =>
  (type: string | readonly string[]) =>
    names.some((name) => [type].flat().includes(name));

const subject = AchievementSubjectValidator.extend({
  type: AchievementSubjectValidator.shape.type.refine(including('AchievementSubject'), 'type must include AchievementSubject'),
  achievement: AchievementValidator.extend({
    id: z.string(),
    type: AchievementValidator.shape.type.refine(including('Achievement'), 'type must include Achievement'),
  }),
});

const openBadgeCredential = AchievementCredentialValidator.extend({
  id: z.string(),
  type: AchievementCredentialValidator.shape.type
    .refine(including('VerifiableCredential'), 'type must include VerifiableCredential')
    .refine(including('OpenBadgeCredential', 'AchievementCredential'), 'type must include OpenBadgeCredential or AchievementCredential'),
  name: z.string(),
  validFrom: z.string(),
  credentialSubject: subject,
});

const profile = z.intersection(
  ProfileValidator,
  z.object({ id: z.string(), type: z.union([z.string(), z.array(z.string())]).refine(including('Profile'), 'type must include Profile') }),
);

const problems = (schema: z.ZodType, document: unknown): string[] =>
  schema.safeParse(document).error?.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`) ?? [];

/** What makes the document no OpenBadgeCredential (an AchievementCredential, signed); none when it is one. */
export const openBadgeCredentialProblems = (document: unknown) => problems(openBadgeCredential, document);

/** What makes the document no Open Badges Profile, as an issuer's is; none when it is one. */
export const profileProblems = (document: unknown) => problems(profile, document);
