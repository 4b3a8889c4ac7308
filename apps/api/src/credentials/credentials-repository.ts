import type { Queryable } from '../db/database';
import { containsPattern, foldedContains, userTextContains } from '../db/text-search';
import type { JsonObject } from './linked-data';
import { isUuid } from '@espace/domain/uuid';

export interface StoredKey {
  number: number;
  publicKeyMultibase: string;
  sealedSecretKey: string;
  retiredAt: Date | null;
}

export interface StatusListSlot {
  listId: string;
  listNumber: number;
}

export interface StoredCredential {
  id: string;
  userId: string;
  /** The lesson that earned it: a certificate's, a course medal's; null for a level badge. */
  lessonId: string | null;
  /** A certificate's reference; null for a badge. */
  certificationRef: string | null;
  /** A badge's key (@espace/domain/credentials/earned-badges.ts); null for a certificate. */
  badge: string | null;
  statusListNumber: number;
  statusIndex: number;
  issuedAt: Date;
  document: JsonObject;
  revokedAt: Date | null;
  revocationReason: string | null;
}

interface CredentialRow {
  id: string;
  user_id: string;
  lesson_id: string | null;
  certification_ref: string | null;
  badge: string | null;
  list_number: number;
  status_index: number;
  issued_at: Date;
  document: JsonObject;
  revoked_at: Date | null;
  revocation_reason: string | null;
}

const credentialColumns = `c.id, c.user_id, c.lesson_id, c.certification_ref, c.badge, s.number AS list_number, c.status_index, c.issued_at, c.document, c.revoked_at, c.revocation_reason`;
const credentialFrom = `credentials c JOIN credential_status_lists s ON s.id = c.status_list_id`;

const toCredential = (row: CredentialRow): StoredCredential => ({
  id: row.id,
  userId: row.user_id,
  lessonId: row.lesson_id,
  certificationRef: row.certification_ref,
  badge: row.badge,
  statusListNumber: row.list_number,
  statusIndex: row.status_index,
  issuedAt: row.issued_at,
  document: row.document,
  revokedAt: row.revoked_at,
  revocationReason: row.revocation_reason,
});

/** A credential as the admin's list shows it. */
export interface IssuedCredential {
  id: string;
  learner: { id: string; firstname: string | null; lastname: string | null; username: string | null; email: string };
  /** A certificate's course, or a badge's name as issued. */
  courseTitle: string;
  certificationRef: string | null;
  issuedAt: Date;
  revokedAt: Date | null;
  revocationReason: string | null;
}

interface IssuedRow {
  id: string;
  user_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  course_title: string;
  certification_ref: string | null;
  issued_at: Date;
  revoked_at: Date | null;
  revocation_reason: string | null;
}

// A certificate shows its course as it is called now; a badge, its name as issued (« Or — Vente »).
const issuedTitle = `CASE WHEN c.badge IS NULL THEN co.title ELSE c.document->>'name' END`;
const issuedSelect = `SELECT c.id, c.user_id, u.firstname, u.lastname, u.username, u.email, ${issuedTitle} AS course_title, c.certification_ref,
       c.issued_at, c.revoked_at, c.revocation_reason`;
const issuedFrom = `FROM credentials c JOIN users u ON u.id = c.user_id LEFT JOIN lessons l ON l.id = c.lesson_id LEFT JOIN courses co ON co.id = l.course_id`;

const toIssued = (row: IssuedRow): IssuedCredential => ({
  id: row.id,
  learner: { id: row.user_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
  courseTitle: row.course_title,
  certificationRef: row.certification_ref,
  issuedAt: row.issued_at,
  revokedAt: row.revoked_at,
  revocationReason: row.revocation_reason,
});

/** The credentials area's tables (docs/architecture.md#who-writes-each-table): keys, status lists, credentials. */
export function createCredentialsRepository(db: Queryable) {
  return {
    /** Every key of the tenant, the signing one (not retired) last. */
    async keys(tenantId: string): Promise<StoredKey[]> {
      const rows = await db.query<{ number: number; public_key_multibase: string; sealed_secret_key: string; retired_at: Date | null }>(
        'SELECT number, public_key_multibase, sealed_secret_key, retired_at FROM credential_keys WHERE context_id = $1 ORDER BY number',
        [tenantId],
      );
      return rows.map((row) => ({
        number: row.number,
        publicKeyMultibase: row.public_key_multibase,
        sealedSecretKey: row.sealed_secret_key,
        retiredAt: row.retired_at,
      }));
    },

    /**
     * Adds a signing key, retiring the one that signed until now (a rotation), or, with `onlyIfNone`,
     * only when the tenant has none: of two processes creating the first key at once, one adds it.
     */
    async addKey(
      tenantId: string,
      key: { publicKeyMultibase: string; sealedSecretKey: string },
      options: { onlyIfNone: boolean },
      tx: Queryable = db,
    ): Promise<void> {
      if (!options.onlyIfNone) await tx.query('UPDATE credential_keys SET retired_at = now() WHERE context_id = $1 AND retired_at IS NULL', [tenantId]);
      await tx.query(
        `INSERT INTO credential_keys (context_id, number, public_key_multibase, sealed_secret_key)
         SELECT $1, COALESCE(max(number), 0) + 1, $2, $3 FROM credential_keys WHERE context_id = $1
         ON CONFLICT DO NOTHING`,
        [tenantId, key.publicKeyMultibase, key.sealedSecretKey],
      );
    },

    /** The tenant's status list a new entry goes in: the last one while it has room (counted in), else none. */
    async takeStatusSlot(tenantId: string, capacity: number): Promise<StatusListSlot | null> {
      const [row] = await db.query<{ id: string; number: number }>(
        `UPDATE credential_status_lists SET entries = entries + 1
          WHERE id = (SELECT id FROM credential_status_lists WHERE context_id = $1 ORDER BY number DESC LIMIT 1) AND entries < $2
          RETURNING id, number`,
        [tenantId, capacity],
      );
      return row ? { listId: row.id, listNumber: row.number } : null;
    },

    /** Opens the tenant's next status list with its first (signed, empty) document; null when another process opened it first. */
    async openStatusList(tenantId: string, number: number, document: JsonObject): Promise<void> {
      await db.query(`INSERT INTO credential_status_lists (context_id, number, document) VALUES ($1, $2, $3) ON CONFLICT (context_id, number) DO NOTHING`, [
        tenantId,
        number,
        JSON.stringify(document),
      ]);
    },

    async lastStatusListNumber(tenantId: string): Promise<number> {
      const [row] = await db.query<{ number: number | null }>('SELECT max(number) AS number FROM credential_status_lists WHERE context_id = $1', [tenantId]);
      return row?.number ?? 0;
    },

    async statusList(tenantId: string, number: number): Promise<{ document: JsonObject; updatedAt: Date } | undefined> {
      const [row] = await db.query<{ document: JsonObject; updated_at: Date }>(
        'SELECT document, updated_at FROM credential_status_lists WHERE context_id = $1 AND number = $2',
        [tenantId, number],
      );
      return row && { document: row.document, updatedAt: row.updated_at };
    },

    /**
     * Stores a credential issued; false when another issuing of the same certificate stored its own
     * first (which stays), or when its index in the status list was taken meanwhile (the caller then
     * signs again with another).
     */
    async insert(
      tenantId: string,
      credential: Omit<StoredCredential, 'issuedAt' | 'revokedAt' | 'revocationReason' | 'statusListNumber'> & { statusListId: string },
    ): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO credentials (id, context_id, user_id, lesson_id, certification_ref, badge, status_list_id, status_index, document)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          credential.id,
          tenantId,
          credential.userId,
          credential.lessonId,
          credential.certificationRef,
          credential.badge,
          credential.statusListId,
          credential.statusIndex,
          JSON.stringify(credential.document),
        ],
      );
      return rows.length === 1;
    },

    async findForCertificate(tenantId: string, lessonId: string, certificationRef: string): Promise<StoredCredential | undefined> {
      const [row] = await db.query<CredentialRow>(
        `SELECT ${credentialColumns} FROM ${credentialFrom} WHERE c.context_id = $1 AND c.lesson_id = $2 AND c.certification_ref = $3`,
        [tenantId, lessonId, certificationRef],
      );
      return row && toCredential(row);
    },

    async findForBadge(tenantId: string, userId: string, badge: string): Promise<StoredCredential | undefined> {
      const [row] = await db.query<CredentialRow>(
        `SELECT ${credentialColumns} FROM ${credentialFrom} WHERE c.context_id = $1 AND c.user_id = $2 AND c.badge = $3`,
        [tenantId, userId, badge],
      );
      return row && toCredential(row);
    },

    async find(tenantId: string, id: string): Promise<StoredCredential | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<CredentialRow>(`SELECT ${credentialColumns} FROM ${credentialFrom} WHERE c.context_id = $1 AND c.id = $2`, [tenantId, id]);
      return row && toCredential(row);
    },

    async findByCode(tenantId: string, code: string): Promise<StoredCredential | undefined> {
      const [row] = await db.query<CredentialRow>(
        `SELECT ${credentialColumns} FROM ${credentialFrom} WHERE c.context_id = $1 AND c.certification_ref = $2 ORDER BY c.issued_at DESC LIMIT 1`,
        [tenantId, code],
      );
      return row && toCredential(row);
    },

    /** One page of the tenant's credentials of certificates, or of badges, newest first, narrowed by learner, course or code. */
    async page(
      tenantId: string,
      filter: { search: string; kind: 'certificates' | 'badges' },
      offset: number,
      limit: number,
    ): Promise<{ items: IssuedCredential[]; total: number }> {
      const rows = await db.query<IssuedRow & { total: number }>(
        `${issuedSelect}, count(*) OVER ()::int AS total ${issuedFrom}
          WHERE c.context_id = $1 AND (c.badge IS NULL) = $5
            AND ($2::text IS NULL OR ${userTextContains('u', '$2')} OR ${foldedContains(issuedTitle, '$2')} OR ${foldedContains('c.certification_ref', '$2')})
          ORDER BY c.issued_at DESC, c.id DESC
          LIMIT $3 OFFSET $4`,
        [tenantId, filter.search === '' ? null : containsPattern(filter.search), limit, offset, filter.kind === 'certificates'],
      );
      const total = rows[0]?.total ?? (offset === 0 ? 0 : (await this.page(tenantId, filter, 0, 1)).total);
      return { total, items: rows.map(toIssued) };
    },

    async badgesIssued(tenantId: string): Promise<boolean> {
      const [row] = await db.query<{ issued: boolean }>('SELECT EXISTS (SELECT 1 FROM credentials WHERE context_id = $1 AND badge IS NOT NULL) AS issued', [
        tenantId,
      ]);
      return row?.issued === true;
    },

    async findIssued(tenantId: string, id: string): Promise<IssuedCredential | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query<IssuedRow>(`${issuedSelect} ${issuedFrom} WHERE c.context_id = $1 AND c.id = $2`, [tenantId, id]);
      return row && toIssued(row);
    },

    /** A learner's credentials of certificates, or of badges, in the order they were issued. */
    async listForUser(tenantId: string, userId: string, kind: 'certificates' | 'badges'): Promise<StoredCredential[]> {
      const rows = await db.query<CredentialRow>(
        `SELECT ${credentialColumns} FROM ${credentialFrom}
          WHERE c.context_id = $1 AND c.user_id = $2 AND (c.badge IS NULL) = $3 ORDER BY c.issued_at`,
        [tenantId, userId, kind === 'certificates'],
      );
      return rows.map(toCredential);
    },

    /**
     * Revokes a credential and rewrites its status list in one transaction: the list's row is locked
     * first, so two revocations in two processes each rewrite it with the other's bit once it has
     * committed. `sign` turns the indexes revoked into the list's signed document. False when the
     * credential is unknown or already revoked.
     */
    async revoke(
      tenantId: string,
      revocation: { credentialId: string; by: string; reason: string; at: Date },
      sign: (listNumber: number, revoked: readonly number[]) => Promise<JsonObject>,
      tx: Queryable,
    ): Promise<StoredCredential | undefined> {
      const [list] = await tx.query<{ id: string; number: number }>(
        `SELECT s.id, s.number FROM credential_status_lists s JOIN credentials c ON c.status_list_id = s.id
          WHERE c.context_id = $1 AND c.id = $2 FOR UPDATE OF s`,
        [tenantId, revocation.credentialId],
      );
      if (!list) return undefined;
      const [row] = await tx.query<{ id: string }>(
        `UPDATE credentials SET revoked_at = $3, revoked_by = $4, revocation_reason = $5 WHERE context_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING id`,
        [tenantId, revocation.credentialId, revocation.at, revocation.by, revocation.reason],
      );
      if (!row) return undefined;
      const revoked = await tx.query<{ status_index: number }>('SELECT status_index FROM credentials WHERE status_list_id = $1 AND revoked_at IS NOT NULL', [
        list.id,
      ]);
      const document = await sign(
        list.number,
        revoked.map((entry) => entry.status_index),
      );
      await tx.query('UPDATE credential_status_lists SET document = $2, updated_at = $3 WHERE id = $1', [list.id, JSON.stringify(document), revocation.at]);
      const [credential] = await tx.query<CredentialRow>(`SELECT ${credentialColumns} FROM ${credentialFrom} WHERE c.id = $1`, [revocation.credentialId]);
      return credential && toCredential(credential);
    },

    /** Every credential of the learner, each row locked until `tx` ends: an erasure signs them again one at a time. */
    async lockOfUser(tenantId: string, userId: string, tx: Queryable): Promise<{ id: string; document: JsonObject }[]> {
      return tx.query<{ id: string; document: JsonObject }>(
        'SELECT id, document FROM credentials WHERE context_id = $1 AND user_id = $2 ORDER BY issued_at, id FOR UPDATE',
        [tenantId, userId],
      );
    },

    /** The one rewrite a credential takes: the same credential signed again naming nobody, its account erased (docs/credentials.md#erasure). */
    async replaceDocument(tenantId: string, id: string, document: JsonObject, tx: Queryable): Promise<void> {
      await tx.query('UPDATE credentials SET document = $3::jsonb WHERE context_id = $1 AND id = $2', [tenantId, id, JSON.stringify(document)]);
    },
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
