import type { XapiScope } from '@espace/domain/xapi/scopes';
import type { Queryable } from '../../db/database';

/** The cmi5 facts of a launch (docs/xapi.md, cmi5): what its AU session is held to. */
export interface Cmi5Launch {
  auActivityId: string;
  publisherId: string;
  sessionId: string;
  moveOn: 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
  masteryScore: number | null;
  launchMode: 'Normal' | 'Browse' | 'Review';
}

/** A credential the LRS accepts, as auth needs it. */
export interface XapiCredential {
  id: string;
  tenantId: string;
  kind: 'launch' | 'client';
  name: string;
  secretSha256: string;
  scopes: XapiScope[];
  userId: string | null;
  lessonId: string | null;
  pageId: string | null;
  registration: string | null;
  actor: Record<string, unknown> | null;
  cmi5: Cmi5Launch | null;
  /** False once expired, revoked, or (a launch) once its page is no longer the one its lesson is on. */
  usable: boolean;
}

interface CredentialRow {
  id: string;
  context_id: string;
  kind: 'launch' | 'client';
  name: string;
  secret_sha256: string;
  scopes: XapiScope[];
  user_id: string | null;
  lesson_id: string | null;
  page_id: string | null;
  registration: string | null;
  actor: Record<string, unknown> | null;
  cmi5: Cmi5Launch | null;
  usable: boolean;
}

const toCredential = (row: CredentialRow): XapiCredential => ({
  id: row.id,
  tenantId: row.context_id,
  kind: row.kind,
  name: row.name,
  secretSha256: row.secret_sha256,
  scopes: row.scopes,
  userId: row.user_id,
  lessonId: row.lesson_id,
  pageId: row.page_id,
  registration: row.registration,
  actor: row.actor,
  cmi5: row.cmi5,
  usable: row.usable,
});

export interface NewCredential {
  tenantId: string;
  key: string;
  secretSha256: string;
  kind: 'launch' | 'client';
  name: string;
  scopes: readonly XapiScope[];
  userId?: string | null;
  lessonId?: string | null;
  pageId?: string | null;
  registration?: string | null;
  actor?: Record<string, unknown> | null;
  cmi5?: Cmi5Launch | null;
  fetchSha256?: string | null;
  createdBy?: string | null;
  expiresAt: Date | null;
}

export interface ClientSummary {
  id: string;
  key: string;
  name: string;
  scopes: XapiScope[];
  createdAt: Date;
  revokedAt: Date | null;
}

/**
 * A launch's credentials work while the learner is on their page: the page is live (no reset
 * archived it) and is the one its lesson is on. Leaving the page for good (next, another page, a
 * reset) ends them, as does expiry or revocation.
 */
const USABLE = `c.revoked_at IS NULL AND (c.expires_at IS NULL OR c.expires_at > now())
  AND (c.kind <> 'launch' OR EXISTS (
    SELECT 1 FROM lesson_pages p JOIN lessons l ON l.id = p.lesson_id
     WHERE p.id = c.page_id AND p.state <> 'ARCHIVED' AND l.current_node_id = p.node_id))`;

const COLUMNS = `c.id, c.context_id, c.kind, c.name, c.secret_sha256, c.scopes, c.user_id, c.lesson_id, c.page_id, c.registration::text, c.actor, c.cmi5, (${USABLE}) AS usable`;

export function createXapiCredentialsRepository(db: Queryable) {
  return {
    /** The credential of a key, in any tenant (the caller compares the tenant). */
    async findByKey(key: string): Promise<XapiCredential | undefined> {
      const [row] = await db.query<CredentialRow>(`SELECT ${COLUMNS} FROM xapi_credentials c WHERE c.key = $1`, [key]);
      return row && toCredential(row);
    },

    async insert(credential: NewCredential, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO xapi_credentials (context_id, key, secret_sha256, kind, name, scopes, user_id, lesson_id, page_id, registration, actor, cmi5, fetch_sha256, created_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14, $15) RETURNING id`,
        [
          credential.tenantId,
          credential.key,
          credential.secretSha256,
          credential.kind,
          credential.name,
          credential.scopes,
          credential.userId ?? null,
          credential.lessonId ?? null,
          credential.pageId ?? null,
          credential.registration ?? null,
          credential.actor ? JSON.stringify(credential.actor) : null,
          credential.cmi5 ? JSON.stringify(credential.cmi5) : null,
          credential.fetchSha256 ?? null,
          credential.createdBy ?? null,
          credential.expiresAt,
        ],
      );
      if (!row) throw new Error('credential not stored');
      return row.id;
    },

    /**
     * cmi5's fetch URL, used once: marks it fetched and gives the credential its secret (never known
     * before), in one statement. `fetched_at IS NULL` sits in the UPDATE's own WHERE: on PostgreSQL a
     * fetch that waited on another's row lock checks it again against the row that one committed, and
     * so finds it fetched (a condition read from a CTE's snapshot would not be checked again, and
     * parallel fetches would all win). Answers the key, or 'used' when it was fetched already or can
     * no longer be used, or undefined for an unknown token.
     */
    async takeFetch(tenantId: string, fetchSha256: string, secretSha256: string): Promise<{ key: string } | 'used' | undefined> {
      const [row] = await db.query<{ key: string; taken: boolean }>(
        `WITH target AS (SELECT c.key FROM xapi_credentials c WHERE c.context_id = $1 AND c.fetch_sha256 = $2),
              taken AS (UPDATE xapi_credentials c SET fetched_at = now(), secret_sha256 = $3
                         WHERE c.context_id = $1 AND c.fetch_sha256 = $2 AND c.fetched_at IS NULL AND (${USABLE}) RETURNING c.id)
         SELECT target.key, EXISTS (SELECT 1 FROM taken) AS taken FROM target`,
        [tenantId, fetchSha256, secretSha256],
      );
      if (!row) return undefined;
      return row.taken ? { key: row.key } : 'used';
    },

    /** The cmi5 sessions of a registration whose credentials were not revoked yet (a new launch ends them). */
    async unrevokedCmi5Sessions(tenantId: string, registration: string): Promise<{ id: string; cmi5: Cmi5Launch }[]> {
      return db.query<{ id: string; cmi5: Cmi5Launch }>(
        `SELECT id, cmi5 FROM xapi_credentials
          WHERE context_id = $1 AND kind = 'launch' AND registration = $2::uuid AND cmi5 IS NOT NULL AND revoked_at IS NULL ORDER BY created_at, id`,
        [tenantId, registration],
      );
    },

    /** Ends a launch's credentials (and its fetch URL) for good. */
    async revokeLaunch(tenantId: string, id: string, tx: Queryable = db): Promise<void> {
      await tx.query(`UPDATE xapi_credentials SET revoked_at = COALESCE(revoked_at, now()) WHERE context_id = $1 AND id = $2 AND kind = 'launch'`, [
        tenantId,
        id,
      ]);
    },

    async listClients(tenantId: string): Promise<ClientSummary[]> {
      const rows = await db.query<{ id: string; key: string; name: string; scopes: XapiScope[]; created_at: Date; revoked_at: Date | null }>(
        `SELECT id, key, name, scopes, created_at, revoked_at FROM xapi_credentials WHERE context_id = $1 AND kind = 'client' ORDER BY created_at, id`,
        [tenantId],
      );
      return rows.map((row) => ({ id: row.id, key: row.key, name: row.name, scopes: row.scopes, createdAt: row.created_at, revokedAt: row.revoked_at }));
    },

    /** Revokes a client of the tenant; false when there is none of that id. */
    async revokeClient(tenantId: string, id: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE xapi_credentials SET revoked_at = COALESCE(revoked_at, now()) WHERE context_id = $1 AND id = $2 AND kind = 'client' RETURNING id`,
        [tenantId, id],
      );
      return rows.length === 1;
    },

    /** An erased learner's launches end, and the agent they gave the activity loses its name (docs/privacy.md#erasure). */
    async forgetLearner(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE xapi_credentials SET actor = CASE WHEN actor ? 'name' THEN actor - 'name' ELSE actor END, revoked_at = COALESCE(revoked_at, now())
          WHERE context_id = $1 AND user_id = $2 AND kind = 'launch'`,
        [tenantId, userId],
      );
    },
  };
}
export type XapiCredentialsRepository = ReturnType<typeof createXapiCredentialsRepository>;
