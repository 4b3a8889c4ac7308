import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, expressionBuilder, sql } from 'kysely';
import type { AliasableExpression, AliasedExpression, Compilable, Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import { DYNAMIC_SQL, type Queryable } from '../db/database';
import type { ResourceDefinition } from './definition';
import { readScope, type Actor } from './permissions';
import type { SortKey } from './query-parser';
import { definitionOf } from './registry';
import type { WhereNode } from './where';

/** The tables are the resource definitions', known at run time only: Kysely sees records of unknown columns. */
type Tables = Record<string, Record<string, unknown>>;

/**
 * Kysely builds and compiles the SQL (PostgreSQL dialect); our Queryable runs it (`execute`), so
 * PGlite and pg keep one connection path: the DummyDriver never connects to anything. Building and
 * compiling a learner's deepest read (course blocks and their terms: six nested EXISTS) costs a
 * small fraction of the time to run it.
 */
export const sqlBuilder = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export const eb = expressionBuilder<Tables, string>();

/** Runs a built statement; its text is per request, so unnamed on PostgreSQL (DYNAMIC_SQL). */
export function execute<T extends object>(db: Queryable, statement: Compilable): Promise<T[]> {
  const { sql: text, parameters } = statement.compile();
  return db.query<T>(DYNAMIC_SQL + text, parameters);
}

const identifierPattern = /^[a-z_][a-z0-9_]*$/;

/** A table or column of a resource definition. Input never reaches here: where/sort/fields are checked against the definitions first. */
function identifier(name: string): string {
  if (!identifierPattern.test(name)) throw new Error(`Not an identifier: ${name}`);
  return name;
}

/** `table as alias`, for selectFrom, joins, updates and deletes. */
export const tableAs = (table: string, alias: string) => `${identifier(table)} as ${identifier(alias)}`;

/** `alias.column`, as Kysely's join methods take it. */
export const columnPath = (alias: string, name: string): `${string}.${string}` => `${identifier(alias)}.${identifier(name)}`;

export const column = (alias: string, name: string): AliasableExpression<unknown> => eb.ref(columnPath(alias, name));

/** The values of `keys` as one uuid[] parameter: one statement whatever their number. */
export const anyUuid = (keys: readonly string[]) => eb.fn.any(eb.cast<string[]>(eb.val(keys), sql`uuid[]`));

/** The column of a field (not of a jsonb path: those are read-only). */
export function columnOf(definition: ResourceDefinition, name: string): string {
  const field = definition.fields[name];
  if (field === undefined) throw new Error(`Unknown field ${definition.name}.${name}`);
  return identifier(field.column);
}

/** Some row of `from` (`table as alias`) meets every condition. */
export const existsIn = (from: string, conditions: Expression<SqlBool>[]) =>
  eb.exists(eb.selectFrom(from).select(eb.lit(1).as('one')).where(eb.and(conditions)));

export interface SqlContext {
  tenantId: string;
  /** Whose permission scopes apply; null inside a scope itself (scopes are trusted). */
  actor: Actor | null;
  nextAlias: () => string;
}

export function createSqlContext(tenantId: string, actor: Actor | null): SqlContext {
  let count = 0;
  return { tenantId, actor, nextAlias: () => `r${++count}` };
}

/** A field or declared jsonb path. */
function fieldExpression(definition: ResourceDefinition, alias: string, name: string): AliasableExpression<unknown> {
  const field = definition.fields[name];
  if (field !== undefined) return field.cast === undefined ? column(alias, field.column) : eb.cast(column(alias, field.column), field.cast);
  const jsonPath = definition.jsonPaths[name];
  if (jsonPath === undefined) throw new Error(`Unknown field ${definition.name}.${name}`);
  for (const part of jsonPath.path) if (!/^[A-Za-z0-9_]+$/.test(part)) throw new Error(`Bad json path ${name}`);
  // Kept as #>>: Kysely's JSON references write ->'a'->>'b', where a numeric part would no longer index an array.
  const text = sql<string>`(${column(alias, jsonPath.column)} #>> ${sql.lit(`{${jsonPath.path.join(',')}}`)})`;
  return jsonPath.type === 'string' ? text : eb.cast(text, jsonPath.type === 'boolean' ? 'boolean' : 'float8');
}

/** Everything a read of `definition` must satisfy: tenant, base filter, the actor's scope, then the request's where. */
export function readConditions(definition: ResourceDefinition, alias: string, context: SqlContext, where?: WhereNode): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb(column(alias, definition.tenantColumn), '=', context.tenantId)];
  const trusted = { ...context, actor: null };
  if (definition.baseWhere !== undefined) conditions.push(compileWhere(definition.baseWhere, definition, alias, trusted));
  const scope = context.actor === null ? null : readScope(definition.name, context.actor);
  if (scope !== null) conditions.push(compileWhere(scope, definition, alias, trusted));
  if (where !== undefined) conditions.push(compileWhere(where, definition, alias, context));
  return conditions;
}

export function compileWhere(node: WhereNode, definition: ResourceDefinition, alias: string, context: SqlContext): Expression<SqlBool> {
  switch (node.kind) {
    case 'and':
      return eb.and(node.nodes.map((child) => compileWhere(child, definition, alias, context)));
    case 'or':
      return eb.or(node.nodes.map((child) => compileWhere(child, definition, alias, context)));
    case 'related':
      return compileRelated(node.relation, node.where, definition, alias, context);
    case 'compare':
      return compileCompare(fieldExpression(definition, alias, node.field), node.op, node.value);
  }
}

/** Every value is one parameter (eb.val); null and empty lists become SQL of their own. */
function compileCompare(expression: Expression<unknown>, op: Extract<WhereNode, { kind: 'compare' }>['op'], value: unknown): Expression<SqlBool> {
  const list = () => (value as unknown[]).map((item) => eb.val(item));
  switch (op) {
    case 'eq':
      return value === null ? eb(expression, 'is', null) : eb(expression, '=', eb.val(value));
    case 'neq':
      return value === null ? eb(expression, 'is not', null) : eb(expression, 'is distinct from', eb.val(value));
    case 'gt':
      return eb(expression, '>', eb.val(value));
    case 'gte':
      return eb(expression, '>=', eb.val(value));
    case 'lt':
      return eb(expression, '<', eb.val(value));
    case 'lte':
      return eb(expression, '<=', eb.val(value));
    case 'in':
      return (value as unknown[]).length === 0 ? eb.lit(false) : eb(expression, 'in', list());
    case 'nin':
      return (value as unknown[]).length === 0 ? eb.lit(true) : eb.or([eb(expression, 'is', null), eb(expression, 'not in', list())]);
    case 'like':
      return eb(expression, 'like', eb.val(value));
    case 'ilike':
      return eb(expression, 'ilike', eb.val(value));
    case 'null':
      return eb(expression, value === true ? 'is' : 'is not', null);
  }
}

/** Some related record, readable by the actor, matches: an EXISTS on the relation's keys. */
function compileRelated(name: string, where: WhereNode, definition: ResourceDefinition, alias: string, context: SqlContext): Expression<SqlBool> {
  const relation = definition.relations[name];
  if (relation === undefined) throw new Error(`Unknown relation ${definition.name}.${name}`);
  const target = definitionOf(relation.resource);
  const other = context.nextAlias();
  const conditions = readConditions(target, other, context, where);
  if (relation.kind === 'hasMany' && relation.where !== undefined) conditions.push(compileWhere(relation.where, target, other, { ...context, actor: null }));
  if (relation.kind === 'belongsTo') conditions.push(eb(column(other, 'id'), '=', fieldExpression(definition, alias, relation.foreignKey)));
  if (relation.kind === 'hasMany') conditions.push(eb(fieldExpression(target, other, relation.foreignKey), '=', column(alias, 'id')));
  if (relation.kind !== 'manyThrough') return existsIn(tableAs(target.table, other), conditions);
  const link = context.nextAlias();
  const linked = [eb(column(link, 'context_id'), '=', context.tenantId), eb(column(link, relation.sourceColumn), '=', column(alias, 'id')), ...conditions];
  return eb.exists(
    eb
      .selectFrom(tableAs(relation.table, link))
      .innerJoin(tableAs(target.table, other), columnPath(other, 'id'), columnPath(link, relation.targetColumn))
      .select(eb.lit(1).as('one'))
      .where(eb.and(linked)),
  );
}

export function selections(definition: ResourceDefinition, alias: string, fields: Iterable<string>): AliasedExpression<unknown, string>[] {
  return [...fields].map((name) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a field name: ${name}`);
    return fieldExpression(definition, alias, name).as(name);
  });
}

/** Sorted by the keys, nulls last, then by id so that pages never overlap (for `$call`). */
export function sortedBy(definition: ResourceDefinition, alias: string, keys: readonly SortKey[]) {
  return <O>(query: SelectQueryBuilder<Tables, string, O>): SelectQueryBuilder<Tables, string, O> =>
    keys
      .reduce(
        (sorted, key) => sorted.orderBy(fieldExpression(definition, alias, key.field), (order) => (key.descending ? order.desc() : order.asc()).nullsLast()),
        query,
      )
      .orderBy(column(alias, 'id'));
}
