import type { Queryable } from '../db/database';
import type { ResourceDefinition } from './definition';
import { fieldVisible } from './field-access';
import type { Actor } from './permissions';
import type { IncludeSpec, SortKey } from './query-parser';
import { definitionOf } from './registry';
import {
  anyUuid,
  column,
  columnOf,
  columnPath,
  compileWhere,
  createSqlContext,
  eb,
  execute,
  readConditions,
  selections,
  sortedBy,
  sqlBuilder,
  tableAs,
} from './sql';

export type Row = Record<string, unknown>;

const toSortKeys = (keys: readonly string[]): SortKey[] =>
  keys.map((key) => (key.startsWith('-') ? { field: key.slice(1), descending: true } : { field: key, descending: false }));

/** Every field the actor may read, plus the foreign keys the includes follow. */
export function columnsFor(definition: ResourceDefinition, actor: Actor | null, include: readonly IncludeSpec[], requested?: readonly string[]): Set<string> {
  const visible = Object.entries(definition.fields).filter(([, field]) => actor === null || fieldVisible(field, actor));
  const columns = new Set(requested ?? visible.map(([name]) => name));
  columns.add('id');
  for (const spec of include) {
    const relation = definition.relations[spec.relation];
    if (relation?.kind === 'belongsTo') columns.add(relation.foreignKey);
  }
  return columns;
}

/** Dates as ISO strings; everything else is already JSON. */
export function toRecord(row: Row): Row {
  for (const [key, value] of Object.entries(row)) if (value instanceof Date) row[key] = value.toISOString();
  return row;
}

/**
 * Loads the included relations of `rows` in place: one query per relation
 * and per level, whatever the number of rows (`WHERE key = ANY($ids)`), each
 * under the tenant and the actor's read scope like any other read.
 */
export async function loadIncludes(
  db: Queryable,
  tenantId: string,
  actor: Actor | null,
  definition: ResourceDefinition,
  rows: Row[],
  include: readonly IncludeSpec[],
): Promise<void> {
  for (const spec of include) {
    const relation = definition.relations[spec.relation];
    if (relation === undefined) throw new Error(`Unknown relation ${definition.name}.${spec.relation}`);
    const target = definitionOf(relation.resource);
    const keyField = relation.kind === 'belongsTo' ? relation.foreignKey : 'id';
    const keys = [...new Set(rows.map((row) => row[keyField]).filter((key): key is string => typeof key === 'string'))];
    const context = createSqlContext(tenantId, actor);
    const columns = columnsFor(target, actor, spec.include);
    if (relation.kind === 'hasMany') columns.add(relation.foreignKey);
    const conditions = readConditions(target, 'r', context, spec.where);
    if (relation.kind === 'hasMany' && relation.where !== undefined) conditions.push(compileWhere(relation.where, target, 'r', { ...context, actor: null }));
    const sort = spec.sort ?? toSortKeys(relation.kind === 'hasMany' && relation.sort !== undefined ? relation.sort : target.defaultSort);
    const fields = selections(target, 'r', columns);
    const statement =
      relation.kind === 'manyThrough'
        ? sqlBuilder
            .selectFrom(tableAs(relation.table, 'l'))
            .innerJoin(tableAs(target.table, 'r'), 'r.id', columnPath('l', relation.targetColumn))
            .select([...fields, column('l', relation.sourceColumn).as('parentKey')])
            .where(eb.and([...conditions, eb(column('l', 'context_id'), '=', tenantId), eb(column('l', relation.sourceColumn), '=', anyUuid(keys))]))
        : sqlBuilder
            .selectFrom(tableAs(target.table, 'r'))
            .select(fields)
            .where(eb.and([...conditions, eb(column('r', relation.kind === 'belongsTo' ? 'id' : columnOf(target, relation.foreignKey)), '=', anyUuid(keys))]));
    const related = keys.length === 0 ? [] : (await execute<Row>(db, statement.$call(sortedBy(target, 'r', sort)))).map(toRecord);
    attach(rows, spec.relation, relation.kind, related, relation.kind === 'hasMany' ? relation.foreignKey : 'parentKey', keyField);
    if (spec.include.length > 0) await loadIncludes(db, tenantId, actor, target, uniqueRows(related), spec.include);
  }
}

function attach(rows: Row[], name: string, kind: 'belongsTo' | 'hasMany' | 'manyThrough', related: Row[], groupField: string, keyField: string): void {
  if (kind === 'belongsTo') {
    const byId = new Map(related.map((row) => [row.id, row]));
    for (const row of rows) row[name] = byId.get(row[keyField]) ?? null;
    return;
  }
  const groups = new Map<unknown, Row[]>();
  const canonical = new Map<unknown, Row>();
  for (const row of related) {
    const key = row[groupField];
    if (kind === 'manyThrough') delete row.parentKey;
    // Through a join table the same record may come once per parent: share one object.
    const shared = canonical.get(row.id) ?? row;
    canonical.set(row.id, shared);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [shared]);
    else group.push(shared);
  }
  for (const row of rows) row[name] = groups.get(row.id) ?? [];
}

/** A record linked to several parents is loaded once and shared; its own includes load once too. */
function uniqueRows(rows: Row[]): Row[] {
  const byId = new Map<unknown, Row>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}
