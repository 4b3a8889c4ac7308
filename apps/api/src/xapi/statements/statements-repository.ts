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
  /** The cmi5 session id in its context, if any. */
  sessionId: string | null;
  /** When the LRS stored it, in microseconds since 1970. */
  storedUs: number;
}

export interface NewStatementRow {
  id: string;
  storedUs: number;
  statement: JsonObject;
  filterKeys: string[];
  voids: string | null;
  /** The tincan identifier of the portal learner the actor is, if it is one (learners-lookup.ts). */
  learner: string | null;
  credentialId: string | null;
}

/** What one write stores: statements, the attachments they carry, the activity definitions they give. */
export interface NewStatements {
  rows: readonly NewStatementRow[];
  attachments: readonly { sha2: string; contentType: string; content: Buffer }[];
  definitions: ReadonlyMap<string, JsonObject>;
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
const toStored = (row: Row): StoredStatement => ({
  id: row.id,
  storedUs: row.stored_us,
  statement: row.statement,
  filterKeys: row.filter_keys,
  voided: row.voided,
});

/** Where a statement of `listOfUserAfter` stands in its order: the next call starts after it. */
export interface StatementCursor {
  storedUs: number;
  id: string;
}

export function createStatementsRepository(db: Queryable) {
  return {
    async findMany(tenantId: string, ids: readonly string[], tx: Queryable = db): Promise<StoredStatement[]> {
      if (ids.length === 0) return [];
      const rows = await tx.query<Row>(
        'SELECT id, stored_us, statement, filter_keys, voided FROM xapi_statements WHERE context_id = $1 AND id = ANY($2::uuid[])',
        [tenantId, ids],
      );
      return rows.map(toStored);
    },

    /**
     * Writes new statements in one SQL statement, so that storing one statement costs one round
     * trip and needs no transaction of its own: the rows (rows travel as one JSON array; a row
     * whose id is stored already is left as it is and not answered), the learner each is about,
     * the statements they void, their attachments and the activity definitions they carry, the
     * last three only when a row was written. A statement that a voiding statement already stored
     * or written beside it names arrives voided. Answers the ids written.
     *
     * The lookups per row are scalar subqueries, one index probe each: an EXISTS may be planned as a
     * hash of every voiding statement or activity of the tenant (a prepared statement's generic plan
     * expects 100 rows of a JSON array, where there are one to a few).
     */
    async write(tenantId: string, news: NewStatements, tx: Queryable = db): Promise<Set<string>> {
      if (news.rows.length === 0) return new Set();
      const voided = [...new Set(news.rows.flatMap((row) => (row.voids ? [row.voids] : [])))].sort();
      // Activities in one order everywhere, so two writes naming the same activities cannot deadlock.
      const definitions = [...news.definitions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, definition]) => ({ id, definition }));
      const rows = await tx.query<{ id: string }>(
        `WITH r AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, "storedUs" float8, statement jsonb, "filterKeys" jsonb, voids uuid, learner text, "credentialId" uuid)),
              written AS (
                INSERT INTO xapi_statements (context_id, id, stored_us, statement, filter_keys, voided, voids, user_id, credential_id)
                SELECT $1, r.id, r."storedUs", r.statement, ARRAY(SELECT jsonb_array_elements_text(r."filterKeys")),
                       EXISTS (SELECT 1 FROM r AS v WHERE v.voids = r.id) OR (SELECT true FROM xapi_statements v WHERE v.context_id = $1 AND v.voids = r.id LIMIT 1) IS NOT NULL,
                       r.voids, (SELECT u.id FROM users u WHERE u.context_id = $1 AND u.tincan_identifier = r.learner LIMIT 1), r."credentialId"
                  FROM r
                ON CONFLICT (context_id, id) DO NOTHING
                RETURNING id, voids),
              -- Targets stored before (those written beside their voiding statement are voided above), in id order.
              voiding AS (UPDATE xapi_statements SET voided = true WHERE context_id = $1 AND id = ANY($3::uuid[]) AND id IN (SELECT voids FROM written)),
              -- Bytes already stored under a SHA-2 stay as they are.
              attachments AS (
                INSERT INTO xapi_attachments (context_id, sha2, content_type, content)
                SELECT $1::uuid, v.* FROM unnest($4::text[], $5::text[], $6::bytea[]) AS v(sha2, content_type, content) WHERE EXISTS (SELECT 1 FROM written)
                ON CONFLICT DO NOTHING),
              -- The canonical definitions (GET activities): each merged over the one kept. A definition the kept one
              -- already holds writes nothing, and so locks nothing: statements about one activity (a whole class on one
              -- module) are stored side by side, not in turn.
              activities AS (
                INSERT INTO xapi_activities (context_id, id, definition)
                SELECT $1, a.id, a.definition FROM jsonb_to_recordset($7::jsonb) AS a(id text, definition jsonb)
                 WHERE EXISTS (SELECT 1 FROM written) AND (SELECT kept.definition @> a.definition FROM xapi_activities kept WHERE kept.context_id = $1 AND kept.id = a.id) IS NOT TRUE
                -- As mergedDefinition (activity-rules.ts): property by property, name and description language by language.
                ON CONFLICT (context_id, id) DO UPDATE SET definition = xapi_activities.definition || EXCLUDED.definition
                  || CASE WHEN jsonb_typeof(xapi_activities.definition -> 'name') = 'object' AND jsonb_typeof(EXCLUDED.definition -> 'name') = 'object'
                          THEN jsonb_build_object('name', (xapi_activities.definition -> 'name') || (EXCLUDED.definition -> 'name')) ELSE '{}'::jsonb END
                  || CASE WHEN jsonb_typeof(xapi_activities.definition -> 'description') = 'object' AND jsonb_typeof(EXCLUDED.definition -> 'description') = 'object'
                          THEN jsonb_build_object('description', (xapi_activities.definition -> 'description') || (EXCLUDED.definition -> 'description')) ELSE '{}'::jsonb END)
         SELECT id FROM written`,
        [
          tenantId,
          JSON.stringify(news.rows),
          voided,
          news.attachments.map((attachment) => attachment.sha2),
          news.attachments.map((attachment) => attachment.contentType),
          news.attachments.map((attachment) => attachment.content),
          JSON.stringify(definitions),
        ],
      );
      return new Set(rows.map((row) => row.id));
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
      if (query.after !== null)
        add((n) => `(stored_us, id) ${query.ascending ? '>' : '<'} ($${n}::float8, $${n + 1}::uuid)`, query.after.storedUs, query.after.id);
      const order = query.ascending ? 'ASC' : 'DESC';
      const rows = await db.query<Row>(
        `SELECT id, stored_us, statement, filter_keys, voided FROM xapi_statements WHERE ${where.join(' AND ')} ORDER BY stored_us ${order}, id ${order} LIMIT $2`,
        params,
      );
      return rows.map(toStored);
    },

    /**
     * The statements matching `keys` (not voided), oldest first, as cmi5's rules read them: verb,
     * object, the credential that sent it, whether it is cmi5 defined (`category`), the session id
     * its context carries under the `sessionIdExtension`, when it was stored.
     */
    async history(
      tenantId: string,
      keys: readonly string[],
      cmi5: { category: string; sessionIdExtension: string },
      tx: Queryable = db,
    ): Promise<StatementHistoryRow[]> {
      const rows = await tx.query<{
        verb: string;
        object_id: string | null;
        credential_id: string | null;
        defined: boolean;
        session_id: string | null;
        stored_us: number;
      }>(
        `SELECT statement -> 'verb' ->> 'id' AS verb, statement -> 'object' ->> 'id' AS object_id, credential_id, COALESCE(statement -> 'context' -> 'contextActivities' -> 'category' @> jsonb_build_array(jsonb_build_object('id', $3::text)), false) AS defined,
                statement -> 'context' -> 'extensions' ->> $4 AS session_id, stored_us
           FROM xapi_statements WHERE context_id = $1 AND filter_keys @> $2::text[] AND NOT voided ORDER BY stored_us, id`,
        [tenantId, keys, cmi5.category, cmi5.sessionIdExtension],
      );
      return rows.map((row) => ({
        verb: row.verb,
        objectId: row.object_id,
        credentialId: row.credential_id,
        defined: row.defined,
        sessionId: row.session_id,
        storedUs: Number(row.stored_us),
      }));
    },

    /** Every statement about one portal learner (the right of access), oldest first. */
    async listOfUser(tenantId: string, userId: string, limit: number): Promise<JsonObject[]> {
      const rows = await db.query<{ statement: JsonObject }>(
        'SELECT statement FROM xapi_statements WHERE context_id = $1 AND user_id = $2 ORDER BY stored_us, id LIMIT $3',
        [tenantId, userId, limit],
      );
      return rows.map((row) => row.statement);
    },

    /**
     * Up to `limit` statements about one portal learner, oldest first, after `after` (from the
     * first when null): all of them, a bounded slice at a time.
     */
    async listOfUserAfter(
      tenantId: string,
      userId: string,
      after: StatementCursor | null,
      limit: number,
    ): Promise<{ statement: JsonObject; cursor: StatementCursor }[]> {
      const rows = await db.query<{ id: string; stored_us: number; statement: JsonObject }>(
        `SELECT id, stored_us, statement FROM xapi_statements
          WHERE context_id = $1 AND user_id = $2 AND ($3::float8 IS NULL OR (stored_us, id) > ($3::float8, $4::uuid))
          ORDER BY stored_us, id LIMIT $5`,
        [tenantId, userId, after?.storedUs ?? null, after?.id ?? null, limit],
      );
      return rows.map((row) => ({ statement: row.statement, cursor: { storedUs: Number(row.stored_us), id: row.id } }));
    },

    async findAttachments(tenantId: string, sha2s: readonly string[]): Promise<{ sha2: string; contentType: string; content: Buffer }[]> {
      if (sha2s.length === 0) return [];
      const rows = await db.query<{ sha2: string; content_type: string; content: Uint8Array }>(
        'SELECT sha2, content_type, content FROM xapi_attachments WHERE context_id = $1 AND sha2 = ANY($2::text[])',
        [tenantId, sha2s],
      );
      return rows.map((row) => ({ sha2: row.sha2, contentType: row.content_type, content: Buffer.from(row.content) }));
    },

    /**
     * An erased learner's statements keep their results under the account's random identifier and
     * lose the name their actor carried (docs/privacy.md#erasure), a sub-statement's actor's too:
     * the one change a stored statement ever takes.
     */
    async forgetLearnerName(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE xapi_statements SET statement = (statement #- '{actor,name}') #- '{object,actor,name}'
          WHERE context_id = $1 AND user_id = $2 AND (statement->'actor' ? 'name' OR statement->'object'->'actor' ? 'name')`,
        [tenantId, userId],
      );
    },
  };
}
export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
