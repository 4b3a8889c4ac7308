/**
 * Queries on PGlite as named prepared statements, each run in one call into its WebAssembly
 * (docs/performance.md#the-embedded-database-off-the-event-loop). PGlite's own `query` parses and
 * plans the text on every call and crosses into the WebAssembly six times (parse, describe, bind,
 * describe, execute, sync): about 1.2 ms for a lesson's page look-up on this machine, where a
 * statement parsed once and then bound, executed and synced in one message takes 0.36 ms. The
 * embedded database runs one statement at a time, so that difference is its capacity.
 *
 * A statement is parsed and described the first time its text is met, and kept (the least
 * recently used goes past `limit`, closed on the server too). Parameters are serialised and
 * rows parsed with the PGlite instance's own serializers and parsers, by the types PostgreSQL
 * described, exactly as its `query` does. The caller holds PGlite's locks, as PGlite does around
 * its own queries (pglite-worker.ts).
 *
 * Text marked DYNAMIC_SQL (built per request) runs unnamed and is never kept, as on PostgreSQL.
 *
 * This file imports npm packages, Node and database.ts's constants only: it is bundled into the
 * worker (build.mjs).
 */
import type { PGlite } from '@electric-sql/pglite';
import { DYNAMIC_SQL } from './database';

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

/** The backend messages execProtocol answers, as far as this file reads them. */
type Message =
  | { name: 'parameterDescription'; dataTypeIDs: number[] }
  | { name: 'rowDescription'; fields: Field[] }
  | { name: 'dataRow'; fields: (string | null)[] }
  | { name: string };

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

export class PgliteStatements {
  readonly #statements = new Map<string, Statement>();
  #named = 0;

  constructor(
    private readonly pglite: PGlite,
    private readonly limit = 500,
  ) {}

  /** The rows of `sql` run with `params`, as PGlite's `query(sql, params).rows` answers them. */
  async query(sql: string, params: readonly unknown[] = []): Promise<Record<string, unknown>[]> {
    try {
      return await this.#run(await this.#statement(sql), params);
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
      // A table the statement reads changed its columns: prepared afresh, once.
      await this.#forget(sql);
      return this.#run(await this.#statement(sql), params);
    }
  }

  async #statement(sql: string): Promise<Statement> {
    if (sql.startsWith(DYNAMIC_SQL)) return this.#describe('', sql);
    const known = this.#statements.get(sql);
    if (known) {
      // Most recently used last: the first entry is the one to close past the limit.
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const statement = await this.#describe(`espace_${(this.#named += 1)}`, sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.limit) await this.#forget(this.#statements.keys().next().value as string);
    return statement;
  }

  /** Parses `sql` as the statement `name` ('' for the unnamed one) and reads its parameter and row types. */
  async #describe(name: string, sql: string): Promise<Statement> {
    const { messages } = await this.pglite.execProtocol(new MessageWriter().parse(name, sql).describeStatement(name).sync().bytes(), { syncToFs: false });
    const parameters = (messages as Message[]).find((message) => message.name === 'parameterDescription') as Extract<Message, { dataTypeIDs: number[] }> | undefined;
    const rows = (messages as Message[]).find((message) => message.name === 'rowDescription') as Extract<Message, { name: 'rowDescription' }> | undefined;
    return { name, paramTypes: parameters?.dataTypeIDs ?? [], fields: (rows?.fields ?? []).map(({ name: field, dataTypeID }) => ({ name: field, dataTypeID })) };
  }

  async #forget(sql: string): Promise<void> {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    await this.pglite.execProtocol(new MessageWriter().closeStatement(statement.name).sync().bytes(), { syncToFs: false });
  }

  async #run(statement: Statement, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
    const { serializers, parsers } = this.pglite;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers[statement.paramTypes[index] ?? 0];
      return serialize ? serialize(value) : String(value);
    });
    const message = new MessageWriter().bind(statement.name, values).execute().sync().bytes();
    // Outside a transaction a write is flushed to the data folder, as PGlite's query does.
    const { messages } = await this.pglite.execProtocol(message, { syncToFs: !this.pglite.isInTransaction() });
    const { fields } = statement;
    const rows: Record<string, unknown>[] = [];
    for (const received of messages as Message[]) {
      if (received.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      (received as Extract<Message, { name: 'dataRow' }>).fields.forEach((value, index) => {
        const field = fields[index] as Field;
        const parse = parsers[field.dataTypeID];
        row[field.name] = value === null ? null : parse ? parse(value, field.dataTypeID) : value;
      });
      rows.push(row);
    }
    return rows;
  }
}
