import { resourceFieldsOf, type ResourceField } from '@espace/contracts/resource-fields';
import { resourceRecordSchemas, type ResourceName } from '@espace/contracts/resources';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import type { WhereNode } from './where';

/**
 * A field as the API reads, filters and writes it: what its contract record says of it (type, enum
 * values, nullability: packages/contracts/src/resources.ts), its column, and the definition's rules.
 */
export interface FieldDef extends ResourceField {
  column: string;
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
interface JsonPathDef {
  column: string;
  path: readonly string[];
  type: 'string' | 'boolean' | 'number';
}

type RelationDef =
  /** This record holds the foreign key (`foreignKey` is a field of this resource). */
  | { kind: 'belongsTo'; resource: ResourceName; foreignKey: string }
  /** The related records hold the foreign key (`foreignKey` is a field of the target). */
  | { kind: 'hasMany'; resource: ResourceName; foreignKey: string; where?: WhereNode; sort?: readonly string[] }
  /** Linked through a join table holding `sourceColumn` (this id) and `targetColumn`. */
  | { kind: 'manyThrough'; resource: ResourceName; table: string; sourceColumn: string; targetColumn: string };

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
type ReadOperation = Extract<Operation, 'list' | 'get'>;

type Values = Readonly<Record<string, unknown>>;

/**
 * How a resource's records are written through the generic routes: by the repository of the area
 * that owns the table (docs/architecture.md#who-writes-each-table), and only a signed-in user's own
 * records (`authorId`: a review they give, a note of their own log-book). `values` are the request's
 * fields (API names), already checked against the definition, its permissions and references.
 * Every other table is written by its area's use cases alone: a resource without a writer is read only.
 */
export interface ResourceWriter {
  create?: (db: Queryable, tenantId: string, authorId: string, values: Values) => Promise<string>;
  /** False when the author has no such record. */
  update?: (db: Queryable, tenantId: string, authorId: string, id: string, values: Values) => Promise<boolean>;
  remove?: (db: Queryable, tenantId: string, authorId: string, id: string) => Promise<boolean>;
}

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
  /** Applied to every read (pages: ARCHIVED ones are never loaded, docs/product/data-model.md#lesson-pages). */
  baseWhere?: WhereNode;
  /**
   * Fields that name a record without a relation to load it by (a review's `resourceId`), and
   * json fields holding a list of ids (a log-book record's `attachmentIds`): like every belongsTo
   * foreign key, each must name a record the writer may read.
   */
  references?: Readonly<Record<string, ResourceName>>;
  referenceLists?: Readonly<Record<string, ResourceName>>;
  /** Fields set to the signed-in user's id on create when not given (a review's author…). */
  actorDefaults?: readonly string[];
  /** Writes through the owner's repository, for a user's own records; none: read only. */
  writer?: ResourceWriter;
  /** Operations that have a route here: its reads, and the writes its writer offers. */
  operations: readonly Operation[];
}

/** The fields a resource's contract record declares, besides the `id` and `contextId` every record has. */
type ContractField<Name extends ResourceName> = Exclude<keyof (typeof resourceRecordSchemas)[Name]['shape'], 'id' | 'contextId'> & string;

/** What a definition adds to a contract field: its column when not the field's name in snake_case, who writes and reads it. */
type FieldRules = Partial<Pick<FieldDef, 'column'>> & Omit<FieldDef, keyof ResourceField | 'column'>;

type DefinitionInput<Name extends ResourceName> = Omit<
  ResourceDefinition,
  'name' | 'tenantColumn' | 'fields' | 'jsonPaths' | 'relations' | 'defaultSort' | 'operations'
> &
  Partial<Pick<ResourceDefinition, 'tenantColumn' | 'jsonPaths' | 'relations' | 'defaultSort'>> & {
    name: Name;
    /** The reads that have a route here (default: list and get; a dedicated API serves the others). */
    reads?: readonly ReadOperation[];
    /** Rules of some contract fields; the others are read-only, for whoever reads the record. */
    fields?: { readonly [Field in ContractField<Name>]?: FieldRules };
    /** Contract fields with no column, which the presenter computes (a user's displayName). */
    computed?: readonly ContractField<Name>[];
  };

const writeOperations = { create: 'create', update: 'update', remove: 'delete' } as const satisfies Record<keyof ResourceWriter, Operation>;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The fields of a resource are those of its contract record (`contextId` only where the tenant is
 * a column of its own), each with its rules; a rule naming no such field is a mistake, caught here
 * when the definitions load.
 */
export function defineResource<Name extends ResourceName>({
  fields: rules = {},
  computed = [],
  reads = ['list', 'get'],
  ...input
}: DefinitionInput<Name>): ResourceDefinition {
  const tenantColumn = input.tenantColumn ?? 'context_id';
  const rulesOf: Readonly<Record<string, FieldRules | undefined>> = rules;
  const skipped = new Set<string>(tenantColumn === 'context_id' ? computed : [...computed, 'contextId']);
  // Null-prototype maps: a name from a query (`include=constructor`) finds nothing inherited.
  const fields = Object.create(null) as Record<string, FieldDef>;
  for (const [name, field] of Object.entries(resourceFieldsOf(resourceRecordSchemas[input.name]))) {
    if (skipped.has(name)) continue;
    const { column = snakeCase(name), ...rule } = rulesOf[name] ?? {};
    fields[name] = { ...field, column, ...rule };
  }
  for (const name of Object.keys(rules))
    if (fields[name] === undefined) throw new Error(`${input.name}: rules for ${name}, which is not a field of its contract`);
  const writable = Object.keys(rules).filter((name) => rulesOf[name]?.write !== undefined);
  if (input.writer === undefined && writable.length > 0) throw new Error(`${input.name}: ${writable.join(', ')} written, but no writer of its table's owner`);
  return {
    ...input,
    tenantColumn,
    fields,
    jsonPaths: Object.assign(Object.create(null) as Record<string, never>, input.jsonPaths ?? {}),
    relations: Object.assign(Object.create(null) as Record<string, never>, input.relations ?? {}),
    defaultSort: input.defaultSort ?? ['id'],
    operations: [
      ...reads,
      ...Object.entries(writeOperations).flatMap(([method, operation]) => (input.writer?.[method as keyof ResourceWriter] === undefined ? [] : [operation])),
    ],
  };
}

/** json fields are neither filtered nor sorted on (only their declared paths are). */
export const isScalar = (definition: FieldDef) => definition.type !== 'json';
