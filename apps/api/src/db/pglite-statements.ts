/**
 * Queries on PGlite as named prepared statements, each run in one call into its WebAssembly
 * (docs/performance.md#the-embedded-database-off-the-event-loop). PGlite's own `query` parses and
 * plans the text on every call and crosses into the WebAssembly six times (parse, describe, bind,
 * describe, execute, sync), where a statement parsed once and then bound, executed and synced in
 * one message takes a fraction of that time (docs/performance.md has the figures). The embedded
 * database runs one statement at a time, so that difference is its capacity.
 *
 * A statement is parsed and described the first time its text is met, and kept (the least
 * recently used goes past `limit`, closed on the server too). Parameters are serialised and
 * rows parsed with PGlite's own serializers and parsers, by the types PostgreSQL described,
 * exactly as its `query` does.
 *
 * This runs in the server's thread; PGlite's thread only runs the protocol's bytes (`runProtocol`,
 * over a `ProtocolRound`): writing the messages and reading the answer into rows and values here,
 * and passing bytes rather than parsed rows between the threads, keeps that work off the thread
 * that runs every statement (docs/performance.md, "The protocol's work off PGlite's thread").
 *
 * Text marked DYNAMIC_SQL (built per request) is never kept, as on PostgreSQL: it is closed in the
 * message that runs it. It has a name of its own all the same: between its description and its
 * run another query may take PGlite's turn, and describe a statement of its own.
 *
 * Text marked GENERIC_PLAN runs between a SET of `plan_cache_mode` to `force_generic_plan` and its
 * RESET, in the same message: no other statement runs meanwhile, and when the statement fails the
 * implicit or explicit transaction it aborts takes the SET back with it.
 */
import type * as Pglite from '@electric-sql/pglite';
import { DYNAMIC_SQL, GENERIC_PLAN } from './database';

/**
 * What this file uses of PGlite's library: its protocol parser, serializers and parsers. Passed in,
 * imported by whoever opens PGlite, so that a server on PostgreSQL never loads PGlite's code
 * (a bundler hoists a static import of it to the top of main.js).
 */
export type PgliteLibrary = Pick<typeof Pglite, 'protocol' | 'types'>;

/**
 * Sends frontend messages to PGlite and answers the backend's messages, as bytes: in a worker,
 * a message to PGlite's thread, and in it `runProtocol`. A query's statement is described,
 * run and closed through the round it is given, so that in a transaction all of it runs inside.
 */
export type ProtocolRound = (message: Uint8Array) => Promise<Uint8Array>;

/**
 * PGlite's answer to `message`, its backend messages as they came, unparsed (they are read where
 * the rows are used). The caller holds PGlite's locks, as PGlite does around its own queries.
 */
export async function runProtocol(pglite: Pglite.PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  // Outside a transaction a write is flushed to the data folder, as PGlite's query does. The
  // chunks are views of PGlite's memory, reused by its next call: copied.
  await pglite.execProtocolRawStream(message, { syncToFs: !pglite.isInTransaction(), onRawData: (data) => chunks.push(data.slice()) });
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const answer = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  /** Closed once run: text built per request, or read once. */
  once?: boolean;
  /** Run with a plan for any parameters (GENERIC_PLAN). */
  generic?: boolean;
  paramTypes: number[];
  fields: Field[];
}

/** The backend messages execProtocol answers, as far as this file reads them. */
type Message =
  | { name: 'parameterDescription'; dataTypeIDs: number[] }
  | { name: 'rowDescription'; fields: Field[] }
  | { name: 'dataRow'; fields: (string | null)[] }
  | { name: string };

/** Around a GENERIC_PLAN statement: kept as statements of their own. */
const PLAN_GENERICALLY = 'SET plan_cache_mode = force_generic_plan';
const PLAN_AS_CHOSEN = 'RESET plan_cache_mode';

/** PostgreSQL feature_not_supported: "cached plan must not change result type" after a table's columns changed. */
const FEATURE_NOT_SUPPORTED = '0A000';

const encoder = new TextEncoder();

/** The frontend messages of the extended query protocol (PostgreSQL's "Message Formats"). */
class MessageWriter {
  #parts: Uint8Array[] = [];
  #size = 0;

  #add(part: Uint8Array): this {
    this.#parts.push(part);
    this.#size += part.length;
    return this;
  }
  #int16(value: number): this {
    const part = new Uint8Array(2);
    new DataView(part.buffer).setInt16(0, value);
    return this.#add(part);
  }
  #int32(value: number): this {
    const part = new Uint8Array(4);
    new DataView(part.buffer).setInt32(0, value);
    return this.#add(part);
  }
  #text(value: string): this {
    const bytes = encoder.encode(value);
    const part = new Uint8Array(bytes.length + 1);
    part.set(bytes);
    return this.#add(part);
  }
  /** One message: its type byte, its length (itself included), then what `body` writes. */
  #message(type: string, body: () => void): this {
    this.#add(new Uint8Array([type.charCodeAt(0)]));
    const lengthAt = this.#parts.length;
    this.#int32(0);
    const before = this.#size;
    body();
    new DataView((this.#parts[lengthAt] as Uint8Array).buffer).setInt32(0, 4 + this.#size - before);
    return this;
  }

  parse(name: string, sql: string): this {
    return this.#message('P', () => this.#text(name).#text(sql).#int16(0));
  }
  describeStatement(name: string): this {
    return this.#message('D', () => this.#add(new Uint8Array([0x53])).#text(name));
  }
  /** Binds text values (null as SQL NULL) to the unnamed portal; results in text. */
  bind(name: string, values: readonly (string | null)[]): this {
    return this.#message('B', () => {
      this.#text('').#text(name).#int16(0).#int16(values.length);
      for (const value of values) {
        if (value === null) {
          this.#int32(-1);
          continue;
        }
        const bytes = encoder.encode(value);
        this.#int32(bytes.length).#add(bytes);
      }
      this.#int16(0);
    });
  }
  execute(): this {
    return this.#message('E', () => this.#text('').#int32(0));
  }
  closeStatement(name: string): this {
    return this.#message('C', () => this.#add(new Uint8Array([0x53])).#text(name));
  }
  sync(): this {
    return this.#message('S', () => undefined);
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.#size);
    let offset = 0;
    for (const part of this.#parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}

type Parser = (value: string, typeId?: number) => unknown;
type Serializer = (value: unknown) => string;

export interface PgliteStatementsOptions {
  library: PgliteLibrary;
  /** Kept statements, at most. */
  limit?: number;
  /** Parsers by type OID over PGlite's own, as PGlite.create takes them. */
  parsers?: Record<number, Parser>;
}

/** The backend's messages in `answer`; its first error is thrown, as PGlite's execProtocol throws it. */
function messagesOf({ protocol }: PgliteLibrary, answer: Uint8Array): Message[] {
  const messages: Message[] = [];
  let failed: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (message instanceof protocol.messages.DatabaseError) failed ??= message;
    else messages.push(message as Message);
  });
  if (failed) throw failed;
  return messages;
}

export class PgliteStatements {
  readonly #statements = new Map<string, Statement>();
  #named = 0;
  readonly #library: PgliteLibrary;
  readonly #limit: number;
  readonly #parsers: Record<number, Parser>;
  readonly #serializers: Record<number, Serializer>;
  /** Array types' parsers and serializers, from the catalogue on the first query, as PGlite reads them. */
  #arrayTypes: Promise<void> | undefined;
  #arrayTypesRead = false;

  constructor({ library, limit = 500, parsers = {} }: PgliteStatementsOptions) {
    this.#library = library;
    this.#limit = limit;
    this.#parsers = { ...(library.types.parsers as Record<number, Parser>), ...parsers };
    this.#serializers = { ...(library.types.serializers as Record<number, Serializer>) };
  }

  /**
   * The rows of `sql` run with `params` through `round`, as PGlite's `query(sql, params).rows`
   * answers them. A kept statement's round is sent before this returns, as a query was sent at
   * once to the worker (the worker database counts what waits for PGlite as it is sent).
   */
  async query(round: ProtocolRound, sql: string, params: readonly unknown[] = []): Promise<Record<string, unknown>[]> {
    if (!this.#arrayTypesRead) await (this.#arrayTypes ??= this.#readArrayTypes(round));
    try {
      return await this.#run(round, this.#kept(sql) ?? (await this.#statement(round, sql)), params);
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
      // A table the statement reads changed its columns: prepared afresh, once.
      await this.#forget(round, sql);
      return this.#run(round, await this.#statement(round, sql), params);
    }
  }

  /**
   * PGlite's `_initArrayTypes`: each array type parsed and serialised by its element's. A failure
   * (the database busy, a transaction aborted) fails this query only: the next one reads them.
   */
  async #readArrayTypes(round: ProtocolRound): Promise<void> {
    const sql = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
                  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;
    let rows: Record<string, unknown>[];
    try {
      rows = await this.#run(round, await this.#describe(round, this.#newName(), sql, true), []);
    } catch (error) {
      this.#arrayTypes = undefined;
      throw error;
    }
    const { types } = this.#library;
    for (const { oid, typarray } of rows as { oid: number; typarray: number }[]) {
      this.#serializers[typarray] = (value) => types.arraySerializer(value, this.#serializers[oid], typarray);
      this.#parsers[typarray] = (value) => types.arrayParser(value, this.#parsers[oid] as Parser, typarray);
    }
    this.#arrayTypesRead = true;
  }

  /** The statement kept for `sql`, now the most recently used: the first entry is the one to close past the limit. */
  #kept(sql: string): Statement | undefined {
    const known = this.#statements.get(sql);
    if (known) {
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
    }
    return known;
  }

  async #statement(round: ProtocolRound, sql: string): Promise<Statement> {
    if (sql.startsWith(DYNAMIC_SQL)) return this.#describe(round, this.#newName(), sql, true);
    const statement = await this.#describe(round, this.#newName(), sql);
    statement.generic = sql.startsWith(GENERIC_PLAN);
    const described = this.#statements.get(sql);
    if (described) {
      // Described twice at once: the first one kept, this one closed.
      await round(new MessageWriter().closeStatement(statement.name).sync().bytes());
      return described;
    }
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#limit) await this.#forget(round, this.#statements.keys().next().value as string);
    return statement;
  }

  #newName(): string {
    return `espace_${(this.#named += 1)}`;
  }

  /** Parses `sql` as the statement `name` and reads its parameter and row types. */
  async #describe(round: ProtocolRound, name: string, sql: string, once = false): Promise<Statement> {
    const messages = messagesOf(this.#library, await round(new MessageWriter().parse(name, sql).describeStatement(name).sync().bytes()));
    const parameters = messages.find((message) => message.name === 'parameterDescription') as Extract<Message, { dataTypeIDs: number[] }> | undefined;
    const rows = messages.find((message) => message.name === 'rowDescription') as Extract<Message, { name: 'rowDescription' }> | undefined;
    return {
      name,
      once,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map(({ name: field, dataTypeID }) => ({ name: field, dataTypeID })),
    };
  }

  async #forget(round: ProtocolRound, sql: string): Promise<void> {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    await round(new MessageWriter().closeStatement(statement.name).sync().bytes());
  }

  async #run(round: ProtocolRound, statement: Statement, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = this.#serializers[statement.paramTypes[index] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const message = new MessageWriter();
    // Both described before the message is written: one message, so that nothing runs between them.
    // Once kept, without waiting, as any kept statement's round is sent before `query` returns.
    const [planGenerically, planAsChosen] = statement.generic
      ? [
          this.#kept(PLAN_GENERICALLY) ?? (await this.#statement(round, PLAN_GENERICALLY)),
          this.#kept(PLAN_AS_CHOSEN) ?? (await this.#statement(round, PLAN_AS_CHOSEN)),
        ]
      : [];
    if (planGenerically) message.bind(planGenerically.name, []).execute();
    message.bind(statement.name, values).execute();
    if (planAsChosen) message.bind(planAsChosen.name, []).execute();
    if (statement.once) message.closeStatement(statement.name);
    let messages: Message[];
    try {
      messages = messagesOf(this.#library, await round(message.sync().bytes()));
    } catch (error) {
      // After an error PostgreSQL skips the messages up to Sync, the Close included.
      if (statement.once) await round(new MessageWriter().closeStatement(statement.name).sync().bytes()).catch(() => undefined);
      throw error;
    }
    const { fields } = statement;
    const rows: Record<string, unknown>[] = [];
    for (const received of messages) {
      if (received.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      (received as Extract<Message, { name: 'dataRow' }>).fields.forEach((value, index) => {
        const field = fields[index] as Field;
        const parse = this.#parsers[field.dataTypeID];
        row[field.name] = value === null ? null : parse ? parse(value, field.dataTypeID) : value;
      });
      rows.push(row);
    }
    return rows;
  }
}
