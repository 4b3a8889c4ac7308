import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@espace/domain/xapi/agent-identity';
import { launchMayWrite } from '@espace/domain/xapi/launch-rules';
import { reachFor } from '@espace/domain/xapi/scopes';
import { VOIDED_VERB, statementIssues } from '@espace/domain/xapi/statement-rules';
import { referencedStatementId, statementFilterKeys } from '@espace/domain/xapi/statement-index';
import { sameStatement, storedStatement } from '@espace/domain/xapi/statement-shape';
import { isPlainObject } from '@espace/domain/xapi/xapi-formats';
import type { XapiVersion } from '@espace/domain/xapi/xapi-version';
import type { Database, Queryable } from '../../db/database';
import { AppError, BadRequestError } from '../../http/app-error';
import type { XapiPrincipal } from '../credentials/xapi-auth';
import { activityDefinitions } from './activities-repository';
import { checkAttachments } from './attachment-checks';
import { learnerOf } from './learners-lookup';
import { readStatementBatch } from './statement-batch';
import type { NewStatementRow, StatementsRepository, StoredStatement } from './statements-repository';
import type { WriteQueue } from './write-queue';
import { isUuid } from '@espace/domain/uuid';

/** Stored statements, handed to what reacts to them (lesson pages, cmi5). */
export interface StoredBatch {
  tenantId: string;
  /** The tenant's public origin (the LMS's ids and agents live there). */
  homePage: string;
  principal: XapiPrincipal;
  statements: JsonObject[];
}

export interface StatementStore {
  database: Database;
  statements: StatementsRepository;
  /** Writes the statements of requests storing one statement each, together while one is written. */
  queue: WriteQueue;
  /**
   * The rule outside xAPI (cmi5) a caller's statements are held to, if any: it refuses statements
   * inside the storing transaction, before anything is written.
   */
  checkFor?(principal: XapiPrincipal): ((batch: StoredBatch, tx: Queryable) => Promise<void>) | undefined;
  /** Reacts once they are stored (a tincan page completed…). */
  stored?(batch: StoredBatch): Promise<void>;
}

export interface StoreInput {
  tenantId: string;
  homePage: string;
  principal: XapiPrincipal;
  version: XapiVersion;
  method: 'PUT' | 'POST';
  statementId: string | undefined;
  contentType: string;
  body: Buffer;
  now: Date;
  /** The caller's transaction, for statements written together with what it holds locked (cmi5's abandoned). */
  tx?: Queryable;
}

/**
 * PUT and POST statements: validated whole, then stored in one transaction or not at all. A
 * statement sent again with its id changes nothing (409 when it differs); voiding marks its target.
 */
export async function storeStatements(store: StatementStore, input: StoreInput): Promise<string[]> {
  const batch = readStatementBatch(input.contentType, input.body);
  if (input.method === 'PUT') {
    if (!batch.single) throw new BadRequestError([{ path: 'body', message: 'a PUT stores one statement: POST an array' }]);
    if (!isUuid(input.statementId)) throw new BadRequestError([{ path: 'query.statementId', message: 'is required, a UUID' }]);
    const given = batch.statements[0]?.id;
    if (given !== undefined && String(given).toLowerCase() !== input.statementId.toLowerCase())
      throw new BadRequestError([{ path: 'body.id', message: 'must be the statementId of the query' }]);
  } else if (input.statementId !== undefined) throw new BadRequestError([{ path: 'query.statementId', message: 'goes with a PUT' }]);
  const pathOf = (index: number) => (batch.single ? 'body' : `body[${index}]`);
  const issues = batch.statements.flatMap((statement, index) => statementIssues(statement, input.version, pathOf(index)));
  if (issues.length > 0) throw new BadRequestError(issues);
  authorise(input.principal, batch.statements);
  const parts = checkAttachments(batch, pathOf);
  const stored = input.now.toISOString();
  const statements = batch.statements.map((statement) =>
    storedStatement(input.method === 'PUT' ? { ...statement, id: input.statementId } : statement, {
      id: randomUUID(),
      stored,
      authority: input.principal.authority,
      version: input.version,
    }),
  );
  const ids = statements.map((statement) => statement.id as string);
  if (new Set(ids).size !== ids.length) throw new BadRequestError([{ path: 'body', message: 'holds two statements with the same id' }]);

  const entries = statements.map((statement, index): Entry => ({ statement, sent: batch.statements[index] ?? {}, index }));
  /** 409 when a statement stored under the id of one sent is not the same. */
  const refuseConflicts = (sent: Entry[], stored: StoredStatement[]) => {
    const byId = new Map(stored.map((row) => [row.id, row.statement]));
    const different = sent.find((entry) => {
      const twin = byId.get(entry.statement.id as string);
      return twin !== undefined && !sameStatement(twin, entry.sent);
    });
    if (different) throw new AppError('CONFLICT', [{ path: `${pathOf(different.index)}.id`, message: 'a different statement with this id is stored' }]);
  };
  /** Writes statements not stored; those stored meanwhile are compared. Answers the statements written. */
  const write = async (news: Entry[], targets: ReadonlyMap<string, StoredStatement>, tx: Queryable | null): Promise<JsonObject[]> => {
    const toWrite = { rows: indexRows(input, news, targets), attachments: parts, definitions: activityDefinitions(news.map((entry) => entry.statement)) };
    const written = await (tx ? store.statements.write(input.tenantId, toWrite, tx) : store.queue.write(input.tenantId, toWrite));
    const twins = news.filter((entry) => !written.has(entry.statement.id as string));
    refuseConflicts(
      twins,
      await store.statements.findMany(
        input.tenantId,
        twins.map((entry) => entry.statement.id as string),
        tx ?? store.database,
      ),
    );
    return news.filter((entry) => written.has(entry.statement.id as string)).map((entry) => entry.statement);
  };

  const check = store.checkFor?.(input.principal);
  // One statement that names no other and that no rule outside xAPI looks at (an activity
  // reporting as it goes: the bulk of the traffic) needs nothing read first: it is written by one
  // SQL statement, atomic on its own, together with those of the requests that come while another
  // is written (write-queue.ts), and compared afterwards if its id was stored already. A batch, a
  // statement reference or a cmi5 statement is read about first, in one transaction.
  const alone = input.tx === undefined && entries.length === 1 && check === undefined && referencedStatementId(statements[0] ?? {}) === null;
  const inTransaction = <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => (input.tx ? work(input.tx) : store.database.transaction(work));
  const fresh = alone
    ? await write(entries, new Map(), null)
    : await inTransaction(async (tx) => {
        const existing = await store.statements.findMany(input.tenantId, ids, tx);
        refuseConflicts(entries, existing);
        const stored = new Set(existing.map((row) => row.id));
        const news = entries.filter((entry) => !stored.has(entry.statement.id as string));
        if (news.length === 0) return [];
        const targetIds = news.map((entry) => referencedStatementId(entry.statement)).filter((id): id is string => id !== null);
        const targets = new Map((await store.statements.findMany(input.tenantId, targetIds, tx)).map((row) => [row.id, row]));
        await check?.({ tenantId: input.tenantId, homePage: input.homePage, principal: input.principal, statements: news.map((entry) => entry.statement) }, tx);
        return write(news, targets, tx);
      });
  if (fresh.length > 0) await store.stored?.({ tenantId: input.tenantId, homePage: input.homePage, principal: input.principal, statements: fresh });
  return ids;
}

/** A statement to store: as stored, as sent (what a statement stored under its id is compared with), its place in the request. */
interface Entry {
  statement: JsonObject;
  sent: JsonObject;
  index: number;
}

/** What the credentials allow: a client's scope, a launch's own learner; no launch voids. */
function authorise(principal: XapiPrincipal, statements: JsonObject[]): void {
  if (reachFor(principal.caller, { kind: 'write-statements' }) !== 'write') throw new AppError('Forbidden');
  const launch = principal.launch;
  if (!launch) return;
  statements.forEach((statement, index) => {
    const voids = isPlainObject(statement.verb) && statement.verb.id === VOIDED_VERB;
    if (voids || !launchMayWrite(statement, launch))
      throw new AppError('Forbidden', [
        { path: `body[${index}]`, message: voids ? 'a launch cannot void statements' : "a launch writes its own learner's statements only" },
      ]);
  });
}

/** Filter keys (inheriting those of referenced statements), the voided target, the learner. */
function indexRows(input: StoreInput, entries: Entry[], targets: ReadonlyMap<string, StoredStatement>): NewStatementRow[] {
  const keysOfBatch = new Map<string, string[]>();
  return entries.map(({ statement, index }) => {
    const targetId = referencedStatementId(statement);
    const target = targetId === null ? undefined : targets.get(targetId);
    const voids = isPlainObject(statement.verb) && statement.verb.id === VOIDED_VERB ? targetId : null;
    if (voids && target && isPlainObject(target.statement.verb) && target.statement.verb.id === VOIDED_VERB) {
      throw new BadRequestError([{ path: `body[${index}].object.id`, message: 'names a voiding statement, which cannot be voided' }]);
    }
    const keys = statementFilterKeys(statement, target?.filterKeys ?? (targetId ? keysOfBatch.get(targetId) : undefined) ?? []);
    keysOfBatch.set(statement.id as string, keys);
    const storedUs = Date.parse(statement.stored as string) * 1000 + Math.min(index, 999);
    return {
      id: statement.id as string,
      storedUs,
      statement,
      filterKeys: keys,
      voids,
      learner: learnerOf(statement.actor, input.homePage),
      credentialId: input.principal.credentialId,
    };
  });
}
