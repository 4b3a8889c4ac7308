import { resourceFieldsOf } from '@espace/contracts/resource-fields';
import { resourceNames, resourceRecordSchemas } from '@espace/contracts/resources';
import { describe, expect, it } from 'vitest';
import { defineResource } from './definition';
import { allDefinitions, definitionOf } from './registry';

const forbiddenColumns = ['password_hash', 'private_settings', 'content_bytes'];
/** Polymorphic references (their table depends on another field): ids only, no data reachable through them. */
const polymorphic = ['reviews.resourceId', 'libraries.ownerId', 'role-users.scopeId'];

describe.each(allDefinitions().map((definition) => [definition.name, definition] as const))('the %s definition', (_name, definition) => {
  it('never writes ids, tenants or secrets', () => {
    for (const name of ['id', 'contextId']) expect(definition.fields[name]?.write).toBeUndefined();
    for (const field of Object.values(definition.fields)) expect(forbiddenColumns).not.toContain(field.column);
    if (definition.name === 'files') expect(Object.values(definition.fields).map((field) => field.column)).not.toContain('content');
  });

  it('declares a belongsTo relation for every writable reference, so that it is checked to be of the tenant', () => {
    const belongsTo = new Set(Object.values(definition.relations).flatMap((relation) => (relation.kind === 'belongsTo' ? [relation.foreignKey] : [])));
    const references = Object.entries(definition.fields).filter(
      ([name, field]) => field.type === 'uuid' && field.write !== undefined && name.endsWith('Id') && !polymorphic.includes(`${definition.name}.${name}`),
    );
    for (const [name] of references) expect(belongsTo, name).toContain(name);
  });

  it('relates through fields that exist on both sides, and sorts on its own fields', () => {
    for (const relation of Object.values(definition.relations)) {
      const target = definitionOf(relation.resource);
      if (relation.kind === 'belongsTo') expect(definition.fields[relation.foreignKey]).toBeDefined();
      if (relation.kind === 'hasMany') expect(target.fields[relation.foreignKey]).toBeDefined();
    }
    for (const key of definition.defaultSort) expect(definition.fields[key.replace(/^-/, '')]).toBeDefined();
  });

  it('has the fields of its contract record, of the types the contract gives them', () => {
    const contract = resourceFieldsOf(resourceRecordSchemas[definition.name]);
    // Computed by the presenter, or the tenant's id where the record is the tenant: no column of their own.
    const columnless = [...(definition.name === 'users' ? ['displayName'] : []), ...(definition.tenantColumn === 'context_id' ? [] : ['contextId'])];
    expect(Object.keys(definition.fields)).toEqual(Object.keys(contract).filter((name) => !columnless.includes(name)));
    for (const [name, field] of Object.entries(definition.fields))
      expect({ type: field.type, values: field.values, nullable: field.nullable }, name).toEqual(contract[name]);
  });
});

// docs/architecture.md#who-writes-each-table: every other table is written by its area's use cases only.
it("writes only a user's own reviews and log-book notes, each through the repository of its table's owner", () => {
  const writes = Object.fromEntries(
    allDefinitions().flatMap((definition) => {
      const operations = definition.operations.filter((operation) => operation !== 'list' && operation !== 'get');
      return operations.length === 0 ? [] : [[definition.name, operations]];
    }),
  );
  expect(writes).toEqual({ reviews: ['create'], 'log-book-records': ['create', 'update', 'delete'] });
  for (const name of Object.keys(writes)) expect(definitionOf(name as 'reviews').writer).toBeDefined();
});

it('refuses a definition that writes a field without a writer from its table owner', () => {
  expect(() => defineResource({ name: 'programs', table: 'programs', fields: { name: { write: 'always' } } })).toThrow(/no writer/);
});

it('defines every resource of docs/product/api-calls.md#generic-resources', () => {
  expect(allDefinitions().map((definition) => definition.name)).toEqual([...resourceNames]);
});
