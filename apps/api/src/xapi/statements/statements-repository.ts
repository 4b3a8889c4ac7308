import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import type { Queryable } from '../../db/database';

export interface StoredStatement {
  id: string;
  storedUs: number;
  statement: JsonObject;
  filterKeys: string[];
  voided: boolean;
}

export interface StatementHistoryRow {
  verb: string;
  objectId: string | null;
  credentialId: string | null;
  defined: boolean;
}

export interface NewStatementRow {
  id: string;
  storedUs: number;
  statement: JsonObject;
  filterKeys: string[];
  voids: string | null;
  userId: string | null;
  credentialId: string | null;
}

/** A list query of GET statements: every filter key must be present; times in microseconds. */
export interface StatementQuery {
  keys: readonly string[];
  /** Stored strictly after (since). */
  sinceUs: number | null;
  /** Stored at or before (until, and the consistent-through bound of a `more` link). */
  untilUs: number | null;
  ascending: boolean;
  limit: number;
  /** Resume after this statement (a `more` link). */
  after: { storedUs: number; id: string } | null;
}

interface Row {
  id: string;
  stored_us: number;
  statement: JsonObject;
  filter_keys: string[];
  voided: boolean;
}
const toStored = (row: Row): StoredStatement => ({ id: row.id, storedUs: row.stored_us, statement: row.statement, filterKeys: row.filter_keys, voided: row.voided });

export function createStatementsRepository(db: Queryable) {
  return {
    async findMany(tenantId: string, ids: readonly string[], tx: Queryable = db): Promise<StoredStatement[]> {
      if (ids.length === 0) return [];
      const rows = await tx.query<Row>('SELECT id, stored_us, statement, filter_keys, voided FROM xapi_statements WHERE context_id = $1 AND id = ANY($2::uuid[])', [tenantId, ids]);
      return rows.map(toStored);
    },

    /**
     * Stores a batch in one statement: rows travel as one JSON array. A statement that a stored
     * voiding statement already names (the voiding came first) arrives voided.
     */
    async insertMany(tenantId: string, rows: readonly NewStatementRow[], tx: Queryable = db): Promise<void> {
      if (rows.length === 0) return;
      await tx.query(
        `INSERT INTO xapi_statements (context_id, id, stored_us, statement, filter_keys, voided, voids, user_id, credential_id)
         SELECT $1, r.id, r."storedUs", r.statement, ARRAY(SELECT jsonb_array_elements_text(r."filterKeys")),
                EXISTS (SELECT 1 FROM xapi_statements v WHERE v.context_id = $1 AND v.voids = r.id), r.voids, r."userId", r."credentialId"
           FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, "storedUs" float8, statement jsonb, "filterKeys" jsonb, voids uuid, "userId" uuid, "credentialId" uuid)`,
        [tenantId, JSON.stringify(rows)],
      );
    },

    async markVoided(tenantId: string, ids: readonly string[], tx: Queryable = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.query('UPDATE xapi_statements SET voided = true WHERE context_id = $1 AND id = ANY($2::uuid[])', [tenantId, [...ids].sort()]);
    },

    /** One page of a list query, plus one more row to tell whether another page follows. */
    async list(tenantId: string, query: StatementQuery): Promise<StoredStatement[]> {
      // Only the conditions present are written (at most 16 texts): a prepared statement's generic
      // plan cannot use an index behind `$n IS NULL OR …`.
      const params: unknown[] = [tenantId, query.limit + 1];
      const where = ['context_id = $1', 'NOT voided'];
      const add = (sql: (n: number) => string, ...values: unknown[]) => {
        where.push(sql(params.length + 1));
        params.push(...values);
      };
      if (query.keys.length > 0) add((n) => `filter_keys @> $${n}::text[]`, query.keys);
      if (query.sinceUs !== null) add((n) => `stored_us > $${n}`, query.sinceUs);
      if (query.untilUs !== null) add((n) => `stored_us <= $${n}`, query.untilUs);
      if (query.after !== null) add((n) => `(stored_us, id) ${query.ascending ? '>' : '<'} ($${n}::float8, $${n + 1}::uuid)`, query.after.storedUs, query.after.id);
      const order = query.ascending ? 'ASC' : 'DESC';
      const rows = await db.query<Row>(
        `SELECT id, stored_us, statement, filter_keys, voided FROM xapi_statements WHERE ${where.join(' AND ')} ORDER BY stored_us ${order}, id ${order} LIMIT $2`,
        params,
      );
      return rows.map(toStored);
    },

    /**
     * The statements matching `keys` (not voided), oldest first, as cmi5's rules read them: verb,
     * object, the session (credential) that sent it, and whether it is cmi5 defined.
     */
    async history(tenantId: string, keys: readonly string[], category: string, tx: Queryable = db): Promise<StatementHistoryRow[]> {
      const rows = await tx.query<{ verb: string; object_id: string | null; credential_id: string | null; defined: boolean }>(
        `SELECT statement -> 'verb' ->> 'id' AS verb, statement -> 'object' ->> 'id' AS object_id, credential_id, COALESCE(statement -> 'context' -> 'contextActivities' -> 'category' @> jsonb_build_array(jsonb_build_object('id', $3::text)), false) AS defined
           FROM xapi_statements WHERE context_id = $1 AND filter_keys @> $2::text[] AND NOT voided ORDER BY stored_us, id`,
        [tenantId, keys, category],
      );
      return rows.map((row) => ({ verb: row.verb, objectId: row.object_id, credentialId: row.credential_id, defined: row.defined }));
    },

    /** Every statement about one portal learner (the right of access), oldest first. */
    async listOfUser(tenantId: string, userId: string, limit: number): Promise<JsonObject[]> {
      const rows = await db.query<{ statement: JsonObject }>('SELECT statement FROM xapi_statements WHERE context_id = $1 AND user_id = $2 ORDER BY stored_us, id LIMIT $3', [tenantId, userId, limit]);
      return rows.map((row) => row.statement);
    },

    async saveAttachments(tenantId: string, attachments: readonly { sha2: string; contentType: string; content: Buffer }[], tx: Queryable = db): Promise<void> {
      if (attachments.length === 0) return;
      // Every part in one statement; bytes already stored under a SHA-2 stay as they are.
      await tx.query('INSERT INTO xapi_attachments (context_id, sha2, content_type, content) SELECT $1::uuid, v.* FROM unnest($2::text[], $3::text[], $4::bytea[]) AS v(sha2, content_type, content) ON CONFLICT DO NOTHING', [
        tenantId,
        attachments.map((attachment) => attachment.sha2),
        attachments.map((attachment) => attachment.contentType),
        attachments.map((attachment) => attachment.content),
      ]);
    },

    async findAttachments(tenantId: string, sha2s: readonly string[]): Promise<{ sha2: string; contentType: string; content: Buffer }[]> {
      if (sha2s.length === 0) return [];
      const rows = await db.query<{ sha2: string; content_type: string; content: Uint8Array }>('SELECT sha2, content_type, content FROM xapi_attachments WHERE context_id = $1 AND sha2 = ANY($2::text[])', [
        tenantId,
        sha2s,
      ]);
      return rows.map((row) => ({ sha2: row.sha2, contentType: row.content_type, content: Buffer.from(row.content) }));
    },
  };
}
export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
