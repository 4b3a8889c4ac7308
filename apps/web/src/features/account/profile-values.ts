import type { ProfileUpdateBody } from '@espace/contracts/accounts';
import type { Me } from '@espace/contracts/user';
import { sameAddress } from '@espace/domain/accounts/email-ownership';
import type { ProfileField, ProfileInput, UserCanSet } from '@espace/domain/accounts/profile-rules';

export const profileFields = ['lastname', 'firstname', 'username', 'email', 'birthday'] as const satisfies readonly ProfileField[];

/** The form's starting values: what the account holds, blanks for nulls. */
export function profileValues(me: Me): ProfileInput {
  return { lastname: me.lastname ?? '', firstname: me.firstname ?? '', username: me.username ?? '', email: me.email, birthday: me.birthday ?? '' };
}

/** docs/product/accounts.md#profile: the e-mail is disabled once set, unless the user registered with an invitation code. */
export function emailEditable(me: Me): boolean {
  return me.email.trim() === '' || me.isFromInvitationCode;
}

/** What the user may change here: the tenant's switches, narrowed by the e-mail lock. */
export function editableFields(me: Me, canSet: UserCanSet): UserCanSet {
  return { ...canSet, email: canSet.email && emailEditable(me) };
}

/** Updates send only the changed fields, trimmed (docs/product/api-calls.md#payload-rules). */
export function changedFields(initial: ProfileInput, current: ProfileInput, editable: UserCanSet): ProfileUpdateBody {
  const body: ProfileUpdateBody = {};
  for (const field of profileFields) {
    const value = current[field].trim();
    if (editable[field] && value !== initial[field].trim()) body[field] = value;
  }
  return body;
}

/** The form asks for another address than the account's (docs/product/accounts.md#e-mail-address): a case change is none. */
export function emailChanging(initial: ProfileInput, current: ProfileInput, editable: UserCanSet): boolean {
  const [before, after] = [initial.email.trim(), current.email.trim()];
  return editable.email && before !== after && !sameAddress(before, after);
}

/**
 * The form's values once the account changed under it (a first answer kept from before, a link used
 * in another tab): what the user has not touched follows the account, what they typed stays.
 */
export function rebasedValues(initial: ProfileInput, current: ProfileInput, account: ProfileInput): ProfileInput {
  const next = { ...account };
  for (const field of profileFields) if (current[field] !== initial[field]) next[field] = current[field];
  return next;
}
