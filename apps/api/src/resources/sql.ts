import type { ResourceDefinition } from './definition';
import { readScope, type Actor } from './permissions';
import type { SortKey } from './query-parser';
import { definitionOf } from './registry';
import type { WhereNode } from './where';

const identifierPattern = /^[a-z_][a-z0-9_]*$/;

/** Quotes an identifier of a resource definition. Input never reaches here: where/sort/fields are checked against the definitions first. */
export function quote(identifier: string): string {
  if (!identifierPattern.test(identifier)) throw new Error(`Not an identifier: ${identifier}`);
  return `"${identifier}"`;
}

/** Query parameters; $1 is always the tenant. */
export class SqlParams {
  readonly values: unknown[];
  constructor(tenantId: string) {
    this.values = [tenantId];
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface SqlContext {
  params: SqlParams;
  /** Whose permission scopes apply; null inside a scope itself (scopes are trusted). */
  actor: Actor | null;
  nextAlias: () => string;
}

export function createSqlContext(tenantId: string, actor: Actor | null): SqlContext {
  let count = 0;
  return { params: new SqlParams(tenantId), actor, nextAlias: () => `r${++count}` };
}

/** The SQL of a field or declared jsonb path. */
export function fieldSql(definition: ResourceDefinition, alias: string, name: string): string {
  const field = definition.fields[name];
  if (field !== undefined) return `${alias}.${quote(field.column)}${field.cast === undefined ? '' : `::${field.cast}`}`;
  const jsonPath = definition.jsonPaths[name];
  if (jsonPath === undefined) throw new Error(`Unknown field ${definition.name}.${name}`);
  for (const part of jsonPath.path) if (!/^[A-Za-z0-9_]+$/.test(part)) throw new Error(`Bad json path ${name}`);
  const text = `(${alias}.${quote(jsonPath.column)} #>> '{${jsonPath.path.join(',')}}')`;
  return jsonPath.type === 'string' ? text : `${text}::${jsonPath.type === 'boolean' ? 'boolean' : 'float8'}`;
}

/** Everything a read of `definition` must satisfy: tenant, base filter, the actor's scope, then the request's where. */
export function readConditions(definition: ResourceDefinition, alias: string, context: SqlContext, where?: WhereNode): string[] {
  const conditions = [`${alias}.${quote(definition.tenantColumn)} = $1`];
  const trusted = { ...context, actor: null };
  if (definition.baseWhere !== undefined) conditions.push(compileWhere(definition.baseWhere, definition, alias, trusted));
  const scope = context.actor === null ? null : readScope(definition.name, context.actor);
  if (scope !== null) conditions.push(compileWhere(scope, definition, alias, trusted));
  if (where !== undefined) conditions.push(compileWhere(where, definition, alias, context));
  return conditions;
}

export function compileWhere(node: WhereNode, definition: ResourceDefinition, alias: string, context: SqlContext): string {
  switch (node.kind) {
    case 'and':
      return node.nodes.length === 0 ? 'TRUE' : `(${node.nodes.map((child) => compileWhere(child, definition, alias, context)).join(' AND ')})`;
    case 'or':
      return node.nodes.length === 0 ? 'FALSE' : `(${node.nodes.map((child) => compileWhere(child, definition, alias, context)).join(' OR ')})`;
    case 'related':
      return compileRelated(node.relation, node.where, definition, alias, context);
    case 'compare':
      return compileCompare(fieldSql(definition, alias, node.field), node.op, node.value, context.params);
  }
}

function compileCompare(expression: string, op: Extract<WhereNode, { kind: 'compare' }>['op'], value: unknown, params: SqlParams): string {
  const list = () => (value as unknown[]).map((item) => params.add(item)).join(', ');
  switch (op) {
    case 'eq':
      return value === null ? `${expression} IS NULL` : `${expression} = ${params.add(value)}`;
    case 'neq':
      return value === null ? `${expression} IS NOT NULL` : `${expression} IS DISTINCT FROM ${params.add(value)}`;
    case 'gt':
      return `${expression} > ${params.add(value)}`;
    case 'gte':
      return `${expression} >= ${params.add(value)}`;
    case 'lt':
      return `${expression} < ${params.add(value)}`;
    case 'lte':
      return `${expression} <= ${params.add(value)}`;
    case 'in':
      return (value as unknown[]).length === 0 ? 'FALSE' : `${expression} IN (${list()})`;
    case 'nin':
      return (value as unknown[]).length === 0 ? 'TRUE' : `(${expression} IS NULL OR ${expression} NOT IN (${list()}))`;
    case 'like':
      return `${expression} LIKE ${params.add(value)}`;
    case 'ilike':
      return `${expression} ILIKE ${params.add(value)}`;
    case 'null':
      return value === true ? `${expression} IS NULL` : `${expression} IS NOT NULL`;
  }
}

/** Some related record, readable by the actor, matches: an EXISTS on the relation's keys. */
function compileRelated(name: string, where: WhereNode, definition: ResourceDefinition, alias: string, context: SqlContext): string {
  const relation = definition.relations[name];
  if (relation === undefined) throw new Error(`Unknown relation ${definition.name}.${name}`);
  const target = definitionOf(relation.resource);
  const other = context.nextAlias();
  const conditions = readConditions(target, other, context, where);
  if (relation.kind === 'hasMany' && relation.where !== undefined) conditions.push(compileWhere(relation.where, target, other, { ...context, actor: null }));
  if (relation.kind === 'belongsTo') conditions.push(`${other}."id" = ${fieldSql(definition, alias, relation.foreignKey)}`);
  if (relation.kind === 'hasMany') conditions.push(`${fieldSql(target, other, relation.foreignKey)} = ${alias}."id"`);
  if (relation.kind !== 'manyThrough') return `EXISTS (SELECT 1 FROM ${quote(target.table)} ${other} WHERE ${conditions.join(' AND ')})`;
  const link = context.nextAlias();
  return `EXISTS (SELECT 1 FROM ${quote(relation.table)} ${link} JOIN ${quote(target.table)} ${other} ON ${other}."id" = ${link}.${quote(relation.targetColumn)}
    WHERE ${link}."context_id" = $1 AND ${link}.${quote(relation.sourceColumn)} = ${alias}."id" AND ${conditions.join(' AND ')})`;
}

export function selectList(definition: ResourceDefinition, alias: string, fields: Iterable<string>): string {
  return [...fields]
    .map((name) => {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a field name: ${name}`);
      return `${fieldSql(definition, alias, name)} AS "${name}"`;
    })
    .join(', ');
}

/** Sorted by the keys, nulls last, then by id so that pages never overlap. */
export function orderBy(definition: ResourceDefinition, alias: string, keys: readonly SortKey[]): string {
  const parts = keys.map((key) => `${fieldSql(definition, alias, key.field)} ${key.descending ? 'DESC' : 'ASC'} NULLS LAST`);
  return [...parts, `${alias}."id"`].join(', ');
}
