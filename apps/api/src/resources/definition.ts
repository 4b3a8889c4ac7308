import type { ResourceName } from '@espace/contracts/resources';
import type { z } from 'zod';
import type { WhereNode } from './where';

export type FieldType = 'string' | 'uuid' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'enum' | 'json';

export interface FieldDef {
  column: string;
  type: FieldType;
  values?: readonly string[];
  nullable?: boolean;
  /** Writable on create only, or on create and update. Ids, tenants and secrets never are. */
  write?: 'create' | 'always';
  /** Required on create (NOT NULL without a default). */
  required?: boolean;
  /** Shape of a json field on write (defaults to any JSON value). */
  schema?: z.ZodType;
  /** SQL cast applied when reading (numeric → float8, so numbers stay numbers). */
  cast?: 'float8';
  /** Only admins and content managers read it (e.g. a page's validators). */
  staffOnly?: boolean;
  /** Only the record's own user and admins read it (a user's email, birthday…). */
  selfOnly?: boolean;
}

/** A jsonb path that may be used in `where` (and only there). */
export interface JsonPathDef {
  column: string;
  path: readonly string[];
  type: 'string' | 'boolean' | 'number';
}

export type RelationDef =
  /** This record holds the foreign key (`foreignKey` is a field of this resource). */
  | { kind: 'belongsTo'; resource: ResourceName; foreignKey: string }
  /** The related records hold the foreign key (`foreignKey` is a field of the target). */
  | { kind: 'hasMany'; resource: ResourceName; foreignKey: string; where?: WhereNode; sort?: readonly string[] }
  /** Linked through a join table holding `sourceColumn` (this id) and `targetColumn`. */
  | { kind: 'manyThrough'; resource: ResourceName; table: string; sourceColumn: string; targetColumn: string };

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

export interface ResourceDefinition {
  /** The URL segment: /api/<name>. */
  name: ResourceName;
  table: string;
  /** The column holding the tenant (contexts: `id`). */
  tenantColumn: string;
  fields: Readonly<Record<string, FieldDef>>;
  jsonPaths: Readonly<Record<string, JsonPathDef>>;
  relations: Readonly<Record<string, RelationDef>>;
  defaultSort: readonly string[];
  /** Applied to every read (pages: ARCHIVED ones are never loaded, SPEC §3). */
  baseWhere?: WhereNode;
  /**
   * Fields that name a record without a relation to load it by (a review's `resourceId`), and
   * json fields holding a list of ids (a log-book record's `attachmentIds`): like every belongsTo
   * foreign key, each must name a record the writer may read (#14 item 10).
   */
  references?: Readonly<Record<string, ResourceName>>;
  referenceLists?: Readonly<Record<string, ResourceName>>;
  /** Fields set to the signed-in user's id on create when not given (a review's author…). */
  actorDefaults?: readonly string[];
  /** Column set to now() on every update. */
  touchColumn?: string;
  /** Operations that have a route here (others belong to a dedicated API or do not exist). */
  operations: readonly Operation[];
  /**
   * Rules across fields, run on the record as it will be after a create or an
   * update (API field names); issues are paths under `body`.
   */
  check?: (record: Readonly<Record<string, unknown>>) => { path: string; message: string }[];
}

type DefinitionInput = Omit<ResourceDefinition, 'tenantColumn' | 'fields' | 'jsonPaths' | 'relations' | 'defaultSort' | 'operations'> &
  Partial<Pick<ResourceDefinition, 'tenantColumn' | 'jsonPaths' | 'relations' | 'defaultSort' | 'operations'>> & {
    fields: Record<string, FieldDef>;
  };

const allOperations: readonly Operation[] = ['list', 'get', 'create', 'update', 'delete'];

/** Adds what every resource has: `id` and `contextId`, read-only. */
export function defineResource(input: DefinitionInput): ResourceDefinition {
  const tenantColumn = input.tenantColumn ?? 'context_id';
  const common: Record<string, FieldDef> = { id: { column: 'id', type: 'uuid' } };
  if (tenantColumn === 'context_id') common.contextId = { column: 'context_id', type: 'uuid' };
  return {
    ...input,
    tenantColumn,
    fields: Object.assign(Object.create(null) as Record<string, FieldDef>, common, input.fields),
    // Null-prototype maps: a name from a query (`include=constructor`) finds nothing inherited.
    jsonPaths: Object.assign(Object.create(null) as Record<string, never>, input.jsonPaths ?? {}),
    relations: Object.assign(Object.create(null) as Record<string, never>, input.relations ?? {}),
    defaultSort: input.defaultSort ?? ['id'],
    operations: input.operations ?? allOperations,
  };
}

type FieldOptions = Omit<FieldDef, 'column' | 'type' | 'values'>;

/** Field builders, so a definition reads as a table of columns. */
export const field = {
  uuid: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'uuid', ...options }),
  string: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'string', ...options }),
  integer: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'integer', ...options }),
  number: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'number', ...options }),
  boolean: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'boolean', ...options }),
  date: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'date', ...options }),
  datetime: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'datetime', ...options }),
  enum: (column: string, values: readonly string[], options: FieldOptions = {}): FieldDef => ({ column, type: 'enum', values, ...options }),
  json: (column: string, options: FieldOptions = {}): FieldDef => ({ column, type: 'json', ...options }),
};

/** json fields are neither filtered nor sorted on (only their declared paths are). */
export const isScalar = (definition: FieldDef) => definition.type !== 'json';
