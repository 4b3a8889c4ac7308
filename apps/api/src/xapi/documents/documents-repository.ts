import type { DocumentKind } from '@espace/domain/xapi/document-rules';
import type { Queryable } from '../../db/database';

/** Where a document lives: its kind and the parts of its key that kind has ('' where it has none). */
export interface DocumentScope {
  kind: DocumentKind;
  activityId: string;
  agentKey: string;
  registration: string;
}

export interface StoredDocument {
  id: string;
  content: Buffer;
  contentType: string;
  etag: string;
  updatedAt: Date;
}

const SCOPE = 'context_id = $1 AND kind = $2 AND activity_id = $3 AND agent_key = $4 AND registration = $5';
const scopeParams = (tenantId: string, scope: DocumentScope) => [tenantId, scope.kind, scope.activityId, scope.agentKey, scope.registration];

export function createDocumentsRepository(db: Queryable) {
  return {
    /** The document, locked for the rest of `tx` when one is given (a read-modify-write). */
    async find(tenantId: string, scope: DocumentScope, id: string, tx?: Queryable): Promise<StoredDocument | undefined> {
      const [row] = await (tx ?? db).query<{ content: Uint8Array; content_type: string; etag: string; updated_at: Date }>(
        `SELECT content, content_type, etag, updated_at FROM xapi_documents WHERE ${SCOPE} AND document_id = $6${tx ? ' FOR UPDATE' : ''}`,
        [...scopeParams(tenantId, scope), id],
      );
      return row && { id, content: Buffer.from(row.content), contentType: row.content_type, etag: row.etag, updatedAt: row.updated_at };
    },

    async listIds(tenantId: string, scope: DocumentScope, since: Date | null): Promise<string[]> {
      const rows = await db.query<{ document_id: string }>(
        `SELECT document_id FROM xapi_documents WHERE ${SCOPE}${since ? ' AND updated_at > $6' : ''} ORDER BY document_id`,
        since ? [...scopeParams(tenantId, scope), since] : scopeParams(tenantId, scope),
      );
      return rows.map((row) => row.document_id);
    },

    async save(tenantId: string, scope: DocumentScope, document: StoredDocument, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO xapi_documents (context_id, kind, activity_id, agent_key, registration, document_id, content, content_type, etag, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (context_id, kind, activity_id, agent_key, registration, document_id)
         DO UPDATE SET content = EXCLUDED.content, content_type = EXCLUDED.content_type, etag = EXCLUDED.etag, updated_at = EXCLUDED.updated_at`,
        [...scopeParams(tenantId, scope), document.id, document.content, document.contentType, document.etag, document.updatedAt],
      );
    },

    /** Deletes one document, or (no id) every document of the scope. */
    async remove(tenantId: string, scope: DocumentScope, id: string | null, tx: Queryable = db): Promise<void> {
      await tx.query(
        `DELETE FROM xapi_documents WHERE ${SCOPE}${id === null ? '' : ' AND document_id = $6'}`,
        id === null ? scopeParams(tenantId, scope) : [...scopeParams(tenantId, scope), id],
      );
    },

    /**
     * Deletes the state and agent profile documents of an erased learner's agent (docs/privacy.md#erasure),
     * the account by its random identifier under any home page: what activities kept to resume
     * them, which may say anything of them. Activity profiles are the activities' own.
     */
    async eraseAgent(tenantId: string, accountName: string, tx: Queryable): Promise<void> {
      await tx.query(
        `DELETE FROM xapi_documents WHERE context_id = $1 AND kind IN ('state', 'agent-profile') AND agent_key LIKE 'account:[%' AND right(agent_key, $3) = $2`,
        [tenantId, `,${JSON.stringify(accountName)}]`, `,${JSON.stringify(accountName)}]`.length],
      );
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
