import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * What a generic resource's field holds, as the query language compares it (docs/query-language.md).
 * The record schemas of resources.ts are the one declaration of the fields: the API's definitions
 * read each field's type, enum values and nullability off them with `resourceFieldsOf`.
 */
type ResourceFieldType = 'string' | 'uuid' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'enum' | 'json';

export interface ResourceField {
  type: ResourceFieldType;
  values?: readonly string[];
  nullable: boolean;
}

const fieldTypes = z.registry<{ type: ResourceFieldType }>();

// Which strings are uuids or dates and which numbers are integers is registered here rather than
// said with z.uuid(), z.iso.date() or z.int(): answers keep the plain shapes that clients, and the
// mocks of their tests (ids such as 'class-1'), are parsed with.
export const uuidField = z.string().register(fieldTypes, { type: 'uuid' });
export const integerField = z.number().register(fieldTypes, { type: 'integer' });
export const dateField = z.string().register(fieldTypes, { type: 'date' });
export const dateTimeField = isoDateTime.register(fieldTypes, { type: 'datetime' });

/** A record schema's fields, by name (the contract's `id` and `contextId` among them). */
export function resourceFieldsOf(record: { shape: Record<string, z.core.$ZodType> }): Record<string, ResourceField> {
  return Object.fromEntries(Object.entries(record.shape).map(([name, schema]) => [name, fieldOf(name, schema, false)]));
}

function fieldOf(name: string, schema: z.core.$ZodType, nullable: boolean): ResourceField {
  const registered = fieldTypes.get(schema);
  if (registered !== undefined) return { type: registered.type, nullable };
  if (schema instanceof z.ZodOptional) return fieldOf(name, schema.unwrap(), nullable);
  if (schema instanceof z.ZodNullable) return fieldOf(name, schema.unwrap(), true);
  if (schema instanceof z.ZodEnum) return { type: 'enum', values: schema.options.map(String), nullable };
  if (schema instanceof z.ZodLiteral) return { type: 'enum', values: [...schema.values].map(String), nullable };
  if (schema instanceof z.ZodString) return { type: 'string', nullable };
  if (schema instanceof z.ZodNumber) return { type: 'number', nullable };
  if (schema instanceof z.ZodBoolean) return { type: 'boolean', nullable };
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodArray) return { type: 'json', nullable };
  throw new Error(`The resource field ${name} has no query-language type (its zod type is ${schema._zod.def.type})`);
}
