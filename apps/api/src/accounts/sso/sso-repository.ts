import type { Queryable } from '../../db/database';

export interface SsoLoginState {
  nonce: string;
  codeVerifier: string;
  bindingHash: string;
  expiresAt: Date;
}

/** Authorizations in progress, provider identities of users, and the one-time exchange codes. */
export function createSsoRepository(db: Queryable) {
  return {
    /** Also drops the tenant's abandoned authorizations, which keeps the table small. */
    async saveState(tenantId: string, state: string, login: SsoLoginState): Promise<void> {
      await db.query('DELETE FROM sso_login_states WHERE expires_at < now()');
      await db.query('INSERT INTO sso_login_states (state, context_id, nonce, code_verifier, binding_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        state,
        tenantId,
        login.nonce,
        login.codeVerifier,
        login.bindingHash,
        login.expiresAt,
      ]);
    },

    /** Takes the authorization out: a callback URL works once, whatever happens next. */
    async takeState(tenantId: string, state: string): Promise<SsoLoginState | undefined> {
      const [row] = await db.query<{ nonce: string; code_verifier: string; binding_hash: string; expires_at: Date }>(
        'DELETE FROM sso_login_states WHERE state = $1 AND context_id = $2 RETURNING nonce, code_verifier, binding_hash, expires_at',
        [state, tenantId],
      );
      return row && { nonce: row.nonce, codeVerifier: row.code_verifier, bindingHash: row.binding_hash, expiresAt: row.expires_at };
    },

    async findIdentity(tenantId: string, issuer: string, subject: string, tx: Queryable = db): Promise<string | undefined> {
      const [row] = await tx.query<{ user_id: string }>('SELECT user_id FROM user_sso_identities WHERE context_id = $1 AND issuer = $2 AND subject = $3', [
        tenantId,
        issuer,
        subject,
      ]);
      return row?.user_id;
    },

    async linkIdentity(tenantId: string, issuer: string, subject: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO user_sso_identities (context_id, issuer, subject, user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (context_id, issuer, subject) DO UPDATE SET user_id = EXCLUDED.user_id`,
        [tenantId, issuer, subject, userId],
      );
    },

    async saveExchangeCode(tenantId: string, codeHash: string, userId: string, sessionId: string, expiresAt: Date, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO sso_exchange_codes (code_hash, context_id, user_id, session_id, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        codeHash,
        tenantId,
        userId,
        sessionId,
        expiresAt,
      ]);
    },

    /** Uses the code up if it is unused and fresh, atomically: it opens one sign-in only. */
    async useExchangeCode(tenantId: string, codeHash: string, now: Date): Promise<{ userId: string; sessionId: string } | undefined> {
      const [row] = await db.query<{ user_id: string; session_id: string }>(
        `UPDATE sso_exchange_codes SET used_at = $3
          WHERE code_hash = $1 AND context_id = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING user_id, session_id`,
        [codeHash, tenantId, now],
      );
      return row && { userId: row.user_id, sessionId: row.session_id };
    },

    /** Unlinks every provider identity of the user and drops their sign-on codes: the account is erased, no provider signs it in again. */
    async forgetUser(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM user_sso_identities WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
      await tx.query('DELETE FROM sso_exchange_codes WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;
