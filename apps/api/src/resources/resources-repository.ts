import { DYNAMIC_SQL, type Queryable } from '../db/database';
import { BadRequestError } from '../http/app-error';
import type { ResourceName } from '@espace/contracts/resources';
import type { ResourceDefinition } from './definition';
import { columnsFor, loadIncludes, toRecord, type Row } from './include-loader';
import type { Actor } from './permissions';
import type { IncludeSpec, ListQuery } from './query-parser';
import { definitionOf } from './registry';
import { compileWhere, createSqlContext, orderBy, quote, readConditions, selectList, type SqlContext } from './sql';
import { eq, type WhereNode } from './where';

export type { Row };

interface RecordQuery {
  include: readonly IncludeSpec[];
  fields?: readonly string[];
}

/**
 * The only SQL of the generic resources, built from the definitions: every
 * identifier comes from a definition, every value is a parameter, and every
 * statement is bound to the tenant ($1). `actor` null reads without a
 * permission scope (the use cases' own checks).
 */
export function createResourcesRepository(db: Queryable) {
  async function select(tenantId: string, definition: ResourceDefinition, actor: Actor | null, query: RecordQuery & Partial<Omit<ListQuery, 'include' | 'fields'>>, extra: WhereNode | undefined, tx: Queryable) {
    const context = createSqlContext(tenantId, actor);
    const conditions = readConditions(definition, 't', context, query.where);
    if (extra !== undefined) conditions.push(compileWhere(extra, definition, 't', { ...context, actor: null }));
    const paging = query.limit === undefined ? '' : ` LIMIT ${context.params.add(query.limit)} OFFSET ${context.params.add(query.offset ?? 0)}`;
    const columns = selectList(definition, 't', columnsFor(definition, actor, query.include, query.fields));
    const sql = `SELECT ${columns}, count(*) OVER ()::int AS "totalCount" FROM ${quote(definition.table)} t WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy(definition, 't', query.sort ?? [])}${paging}`;
    const rows = await tx.query<Row>(DYNAMIC_SQL + sql, context.params.values);
    const total = typeof rows[0]?.totalCount === 'number' ? rows[0].totalCount : 0;
    for (const row of rows) delete row.totalCount;
    await loadIncludes(tx, tenantId, actor, definition, rows.map(toRecord), query.include);
    return { rows, total, conditions, context };
  }

  async function find(tenantId: string, definition: ResourceDefinition, actor: Actor | null, id: string, query: RecordQuery, tx: Queryable = db): Promise<Row | undefined> {
    const { rows } = await select(tenantId, definition, actor, query, eq('id', id), tx);
    return rows[0];
  }

  return {
    /** A page of records matching the query, with the number of all matches. */
    async list(tenantId: string, definition: ResourceDefinition, actor: Actor | null, query: ListQuery, tx: Queryable = db): Promise<{ items: Row[]; total: number }> {
      const { rows, total, conditions, context } = await select(tenantId, definition, actor, query, undefined, tx);
      if (rows.length > 0 || query.offset === 0) return { items: rows, total };
      // Past the last page the window count has no row to ride on.
      const [counted] = await tx.query<{ total: number }>(`${DYNAMIC_SQL}SELECT count(*)::int AS total FROM ${quote(definition.table)} t WHERE ${conditions.join(' AND ')}`, context.params.values.slice(0, -2));
      return { items: rows, total: counted?.total ?? 0 };
    },

    find,

    async insert(tenantId: string, definition: ResourceDefinition, values: Readonly<Row>, tx: Queryable = db): Promise<string> {
      const context = createSqlContext(tenantId, null);
      const entries = Object.entries(values);
      const columns = [quote(definition.tenantColumn), ...entries.map(([name]) => quote(columnOf(definition, name)))];
      const placeholders = ['$1', ...entries.map(([name, value]) => placeholder(definition, name, value, context))];
      const sql = `INSERT INTO ${quote(definition.table)} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING "id"`;
      const [row] = await run(() => tx.query<{ id: string }>(DYNAMIC_SQL + sql, context.params.values));
      if (row === undefined) throw new Error('INSERT returned no row');
      return row.id;
    },

    /** Updates the record if it is in `scope`; false when no such record. */
    async update(tenantId: string, definition: ResourceDefinition, id: string, values: Readonly<Row>, scope: WhereNode | null, tx: Queryable = db): Promise<boolean> {
      const context = createSqlContext(tenantId, null);
      const sets = Object.entries(values).map(([name, value]) => `${quote(columnOf(definition, name))} = ${placeholder(definition, name, value, context)}`);
      if (definition.touchColumn !== undefined) sets.push(`${quote(definition.touchColumn)} = now()`);
      if (sets.length === 0) return (await find(tenantId, definition, null, id, { include: [] }, tx)) !== undefined;
      const conditions = targetConditions(definition, id, scope, context);
      const rows = await run(() => tx.query(`${DYNAMIC_SQL}UPDATE ${quote(definition.table)} AS t SET ${sets.join(', ')} WHERE ${conditions} RETURNING t."id"`, context.params.values));
      return rows.length > 0;
    },

    async delete(tenantId: string, definition: ResourceDefinition, id: string, scope: WhereNode | null, tx: Queryable = db): Promise<boolean> {
      const context = createSqlContext(tenantId, null);
      const conditions = targetConditions(definition, id, scope, context);
      const rows = await run(() => tx.query(`${DYNAMIC_SQL}DELETE FROM ${quote(definition.table)} AS t WHERE ${conditions} RETURNING t."id"`, context.params.values));
      return rows.length > 0;
    },

    /** The foreign keys among `values` that name no record of this tenant (one query for all). */
    /**
     * The reference fields of `values` that name no record the actor may read (#14 item 10): a
     * belongsTo foreign key, a declared reference, or each id of a declared reference list, checked
     * against the target's read scope (permissions.ts) within the tenant. Another user's record is
     * thus no record at all, like on every read.
     */
    async invisibleReferences(tenantId: string, definition: ResourceDefinition, actor: Actor, values: Readonly<Row>, tx: Queryable = db): Promise<string[]> {
      const context = createSqlContext(tenantId, actor);
      // An id that is not a uuid names nothing (and would make PostgreSQL fail the cast).
      const visible = (target: ResourceDefinition, id: string) =>
        UUID.test(id) ? `EXISTS (SELECT 1 FROM ${quote(target.table)} x WHERE ${[...readConditions(target, 'x', context), `x."id" = ${context.params.add(id)}::uuid`].join(' AND ')})` : 'FALSE';
      const checks: { field: string; exists: string }[] = [];
      for (const [field, resource] of referencesOf(definition)) {
        const value = values[field];
        if (typeof value === 'string') checks.push({ field, exists: visible(definitionOf(resource), value) });
      }
      for (const [field, resource] of Object.entries(definition.referenceLists ?? {})) {
        const value = values[field];
        if (!Array.isArray(value)) continue;
        for (const id of new Set(value)) if (typeof id === 'string') checks.push({ field, exists: visible(definitionOf(resource), id) });
      }
      if (checks.length === 0) return [];
      const [row] = await tx.query<Record<string, boolean>>(`${DYNAMIC_SQL}SELECT ${checks.map((check, index) => `${check.exists} AS c${index}`).join(', ')}`, context.params.values);
      return [...new Set(checks.filter((_, index) => row?.[`c${index}`] !== true).map((check) => check.field))];
    },
  };
}
export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every single-id reference of a definition: its belongsTo foreign keys and its declared references. */
function referencesOf(definition: ResourceDefinition): [string, ResourceName][] {
  const belongsTo = Object.values(definition.relations).flatMap((relation): [string, ResourceName][] => (relation.kind === 'belongsTo' ? [[relation.foreignKey, relation.resource]] : []));
  return [...belongsTo, ...Object.entries(definition.references ?? {})];
}

function columnOf(definition: ResourceDefinition, name: string): string {
  const field = definition.fields[name];
  if (field === undefined) throw new Error(`Unknown field ${definition.name}.${name}`);
  return field.column;
}

/** jsonb values go as JSON text: the drivers would turn a JS array into a PostgreSQL array. */
function placeholder(definition: ResourceDefinition, name: string, value: unknown, context: SqlContext): string {
  if (definition.fields[name]?.type === 'json') return value === null ? context.params.add(null) : `${context.params.add(JSON.stringify(value))}::jsonb`;
  return context.params.add(value);
}

function targetConditions(definition: ResourceDefinition, id: string, scope: WhereNode | null, context: SqlContext): string {
  const conditions = [`t.${quote(definition.tenantColumn)} = $1`, `t."id" = ${context.params.add(id)}`];
  if (scope !== null) conditions.push(compileWhere(scope, definition, 't', context));
  return conditions.join(' AND ');
}

/** Constraint violations are the client's doing: answer 400 with the reason, not 500. */
async function run<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reasons: Record<string, string> = {
      '23503': 'It is still used by other records, or refers to a record that does not exist',
      '23505': 'A record with these values already exists',
      '23514': 'A value breaks a rule of this resource',
      '23502': 'A required value is missing',
    };
    const reason = typeof code === 'string' ? reasons[code] : undefined;
    if (reason !== undefined) throw new BadRequestError([{ path: 'body', message: reason }]);
    throw error;
  }
}
