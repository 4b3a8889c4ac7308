import type { AliasableExpression, SqlBool } from 'kysely';
import type { Queryable } from '../db/database';
import type { ResourceName } from '@espace/contracts/resources';
import type { ResourceDefinition } from './definition';
import { columnsFor, loadIncludes, toRecord, type Row } from './include-loader';
import type { Actor } from './permissions';
import type { IncludeSpec, ListQuery } from './query-parser';
import { definitionOf } from './registry';
import { column, compileWhere, createSqlContext, eb, execute, existsIn, readConditions, selections, sortedBy, sqlBuilder, tableAs } from './sql';
import { eq, type WhereNode } from './where';
import { isUuid } from '@espace/domain/uuid';

export type { Row };

interface RecordQuery {
  include: readonly IncludeSpec[];
  fields?: readonly string[];
}

/**
 * The only SQL of the generic resources, reads built with Kysely from the definitions (sql.ts):
 * every identifier comes from a definition, every value is a parameter, and every statement is
 * bound to the tenant. `actor` null reads without a permission scope (the use cases' own checks).
 * It writes nothing: a writable resource's writes go to its table owner's repository (definition.ts).
 */
export function createResourcesRepository(db: Queryable) {
  async function select(
    tenantId: string,
    definition: ResourceDefinition,
    actor: Actor | null,
    query: RecordQuery & Partial<Omit<ListQuery, 'include' | 'fields'>>,
    extra: WhereNode | undefined,
    tx: Queryable,
  ) {
    const context = createSqlContext(tenantId, actor);
    const conditions = readConditions(definition, 't', context, query.where);
    if (extra !== undefined) conditions.push(compileWhere(extra, definition, 't', { ...context, actor: null }));
    const statement = sqlBuilder
      .selectFrom(tableAs(definition.table, 't'))
      .select([
        ...selections(definition, 't', columnsFor(definition, actor, query.include, query.fields)),
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('totalCount'),
      ])
      .where(eb.and(conditions))
      .$call(sortedBy(definition, 't', query.sort ?? []));
    const rows = await execute<Row>(tx, query.limit === undefined ? statement : statement.limit(query.limit).offset(query.offset ?? 0));
    const total = typeof rows[0]?.totalCount === 'number' ? rows[0].totalCount : 0;
    for (const row of rows) delete row.totalCount;
    await loadIncludes(tx, tenantId, actor, definition, rows.map(toRecord), query.include);
    return { rows, total, conditions };
  }

  async function find(
    tenantId: string,
    definition: ResourceDefinition,
    actor: Actor | null,
    id: string,
    query: RecordQuery,
    tx: Queryable = db,
  ): Promise<Row | undefined> {
    const { rows } = await select(tenantId, definition, actor, query, eq('id', id), tx);
    return rows[0];
  }

  return {
    /** A page of records matching the query, with the number of all matches. */
    async list(
      tenantId: string,
      definition: ResourceDefinition,
      actor: Actor | null,
      query: ListQuery,
      tx: Queryable = db,
    ): Promise<{ items: Row[]; total: number }> {
      const { rows, total, conditions } = await select(tenantId, definition, actor, query, undefined, tx);
      if (rows.length > 0 || query.offset === 0) return { items: rows, total };
      // Past the last page the window count has no row to ride on.
      const count = sqlBuilder
        .selectFrom(tableAs(definition.table, 't'))
        .select(eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
        .where(eb.and(conditions));
      const [counted] = await execute<{ total: number }>(tx, count);
      return { items: rows, total: counted?.total ?? 0 };
    },

    find,

    /**
     * The reference fields of `values` that name no record the actor may read: a
     * belongsTo foreign key, a declared reference, or each id of a declared reference list, checked
     * against the target's read scope (permissions.ts) within the tenant. Another user's record is
     * thus no record at all, like on every read.
     */
    async invisibleReferences(tenantId: string, definition: ResourceDefinition, actor: Actor, values: Readonly<Row>, tx: Queryable = db): Promise<string[]> {
      const context = createSqlContext(tenantId, actor);
      // An id that is not a uuid names nothing (and would make PostgreSQL fail the cast).
      const visible = (target: ResourceDefinition, id: string): AliasableExpression<SqlBool> =>
        isUuid(id)
          ? existsIn(tableAs(target.table, 'x'), [...readConditions(target, 'x', context), eb(column('x', 'id'), '=', eb.cast(eb.val(id), 'uuid'))])
          : eb.lit(false);
      const checks: { field: string; exists: AliasableExpression<SqlBool> }[] = [];
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
      const [row] = await execute<Record<string, boolean>>(tx, sqlBuilder.selectNoFrom(checks.map((check, index) => check.exists.as(`c${index}`))));
      return [...new Set(checks.filter((_, index) => row?.[`c${index}`] !== true).map((check) => check.field))];
    },
  };
}
export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;

/** Every single-id reference of a definition: its belongsTo foreign keys and its declared references. */
function referencesOf(definition: ResourceDefinition): [string, ResourceName][] {
  const belongsTo = Object.values(definition.relations).flatMap((relation): [string, ResourceName][] =>
    relation.kind === 'belongsTo' ? [[relation.foreignKey, relation.resource]] : [],
  );
  return [...belongsTo, ...Object.entries(definition.references ?? {})];
}
