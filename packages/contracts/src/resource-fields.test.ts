import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateField, dateTimeField, integerField, resourceFieldsOf, uuidField } from './resource-fields';
import { resourceRecordSchemas } from './resources';

describe('resourceFieldsOf', () => {
  it.each([
    ['a uuid', uuidField, { type: 'uuid', nullable: false }],
    ['an optional nullable uuid', uuidField.nullable().optional(), { type: 'uuid', nullable: true }],
    ['an integer', integerField, { type: 'integer', nullable: false }],
    ['a date', dateField.nullable(), { type: 'date', nullable: true }],
    ['a date-time', dateTimeField, { type: 'datetime', nullable: false }],
    ['a string', z.string().nullable(), { type: 'string', nullable: true }],
    ['a number', z.number(), { type: 'number', nullable: false }],
    ['a boolean', z.boolean(), { type: 'boolean', nullable: false }],
    ['an enum', z.enum(['DRAFT', 'PUBLISHED']), { type: 'enum', values: ['DRAFT', 'PUBLISHED'], nullable: false }],
    ['a literal', z.literal('USER'), { type: 'enum', values: ['USER'], nullable: false }],
    ['any json', z.unknown().nullable(), { type: 'json', nullable: true }],
    ['a list', z.array(z.string()), { type: 'json', nullable: false }],
  ])('reads %s', (_name, schema, field) => {
    expect(resourceFieldsOf({ shape: { field: schema } })).toEqual({ field });
  });

  it('refuses a zod type the query language has no type for, naming the field', () => {
    expect(() => resourceFieldsOf({ shape: { when: z.date() } })).toThrow(/when/);
  });

  it.each(Object.entries(resourceRecordSchemas))('reads every field of %s', (_name, record) => {
    expect(Object.keys(resourceFieldsOf(record))).toEqual(Object.keys(record.shape));
  });
});
