import { isPlainObject } from '@espace/domain/xapi/xapi-formats';

/**
 * Which portal learner an actor may be: an account of the tenant's home page, whose name is a
 * user's tincan identifier (the actor every launch gives an activity). The statements' write looks
 * the user up by it (statements-repository.ts); their statements are theirs to download (the right
 * of access).
 */
export function learnerOf(actor: unknown, homePage: string): string | null {
  const account = isPlainObject(actor) && isPlainObject(actor.account) ? actor.account : undefined;
  return account && account.homePage === homePage && typeof account.name === 'string' ? account.name : null;
}
