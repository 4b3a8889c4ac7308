import type { AccessTokenAnswer, RegisterBody } from '@espace/contracts/accounts';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues, type ProfileField, type UserCanSet } from '@espace/domain/accounts/profile-rules';
import { hashPassword } from '../auth/passwords';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { TokenService } from '../auth/tokens';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { asUniqueError, throwIfTaken, throwPasswordIssues, throwProfileIssues } from './account-errors';
import type { AccountsRepository } from './accounts-repository';

interface RegisterInput {
  tenant: Tenant;
  body: RegisterBody;
  now: Date;
  tokenTtlSeconds: number;
  database: Database;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  tokens: TokenService;
}

// Registration asks for these whatever the profile switches say: the user has no account yet.
const everyField: UserCanSet = { lastname: true, firstname: true, username: true, email: true, birthday: true };

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * Creates an account with an invitation code and signs it in. The code's use is counted in
 * the same transaction as the account, so a refused registration does not spend it.
 */
export async function register({ tenant, body, now, database, accounts, sessions, tokens, tokenTtlSeconds }: RegisterInput): Promise<AccessTokenAnswer> {
  if (!tenant.settings.authentication.invitationCode) throw new AppError('Forbidden');
  const fields = { username: body.username.trim(), email: blankToUndefined(body.email), firstname: blankToUndefined(body.firstname), lastname: blankToUndefined(body.lastname) };
  const changing = new Set<ProfileField>(['username', ...(['email', 'firstname', 'lastname'] as const).filter((field) => fields[field] !== undefined)]);
  throwProfileIssues(profileIssues(fields, { canSet: everyField, invitation: true, changing }));
  throwPasswordIssues(passwordIssues(body.password, { simple: tenant.settings.simplePasswordForInvitation, form: 'account' }));
  const passwordHash = await hashPassword(body.password);

  const { userId, sessionId } = await database
    .transaction(async (tx) => {
      if (!(await accounts.useInvitationCode(tenant.id, body.invitationCode, tx))) {
        throw new AppError('INVALID_INVITATION_CODE', [{ path: 'invitationCode', message: 'unavailable' }]);
      }
      throwIfTaken(await accounts.takenFields(tenant.id, fields, null, tx));
      const created = await accounts.createUser(tenant.id, { ...fields, passwordHash, isFromInvitationCode: true }, tx);
      return { userId: created, sessionId: await sessions.create(tenant.id, created, new Date(now.getTime() + tokenTtlSeconds * 1000), tx) };
    })
    .catch((error: unknown) => {
      throw asUniqueError(error);
    });
  return { access_token: tokens.sign({ sub: userId, ctx: tenant.id, sid: sessionId }) };
}
