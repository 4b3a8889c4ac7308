export type RequiredDataItem = 'lastname' | 'firstname' | 'birthday' | 'terms';

export interface RequiredDataUser {
  lastname: string | null;
  firstname: string | null;
  birthday: string | null;
  legal: { cguAcceptedVersion: string | null };
}

export interface RequiredDataSettings {
  userCanSet: { lastname: boolean; firstname: boolean; birthday: boolean };
  requireTermsAcceptance: boolean;
  legal: { cgu: { version: string } | null };
}

const blank = (value: string | null): boolean => value === null || value.trim() === '';

/**
 * Required data after sign-in (docs/product/accounts.md#required-data): what a learner must still give before anything
 * else opens. A field the tenant does not let the user set cannot be asked for, so it is never
 * missing; terms are missing only when the tenant requires them and publishes a version.
 */
export function missingRequiredData(me: RequiredDataUser, settings: RequiredDataSettings): RequiredDataItem[] {
  const missing: RequiredDataItem[] = [];
  for (const field of ['lastname', 'firstname', 'birthday'] as const) {
    if (settings.userCanSet[field] && blank(me[field])) missing.push(field);
  }
  const current = settings.legal.cgu?.version;
  if (settings.requireTermsAcceptance && current !== undefined && me.legal.cguAcceptedVersion !== current) {
    missing.push('terms');
  }
  return missing;
}
