import type { ResourceName, ResourceQuery } from '@espace/contracts/resources';
import type { Database, Queryable } from '../db/database';
import { AppError, BadRequestError, NotFoundError } from '../http/app-error';
import type { ResourceDefinition } from './definition';
import { valuesSatisfy, writeAccess, type Actor } from './permissions';
import { present, type PresentedRecord } from './presenter';
import { parseListQuery } from './query-parser';
import type { ResourcesRepository, Row } from './resources-repository';
import { parseWriteBody } from './write-parser';

export interface ResourceInput {
  tenantId: string;
  actor: Actor;
  definition: ResourceDefinition;
  resources: ResourcesRepository;
}

/**
 * What a write sets off beyond its own row (enrolment gives lessons, lessons/enrolment-effects.ts),
 * run in the write's transaction so both commit or neither does. Only the resources `watches`
 * names pay for reading the record before and after the write.
 */
export interface WriteEffects {
  database: Database;
  watches: (resource: ResourceName) => boolean;
  afterWrite: (tx: Queryable, write: { tenantId: string; resource: ResourceName; before: Row | undefined; after: Row | undefined }) => Promise<void>;
}

type WriteInput = ResourceInput & { effects: WriteEffects };

/** Runs a write, and its effects when the resource has some, in one transaction. */
async function writeWithEffects<T>({ tenantId, definition, resources, effects }: WriteInput, id: string | undefined, write: (tx: Queryable) => Promise<T>, idOf: (result: T) => string | undefined): Promise<T> {
  if (!effects.watches(definition.name)) return write(effects.database);
  return effects.database.transaction(async (tx) => {
    const read = async (recordId: string | undefined) => (recordId === undefined ? undefined : resources.find(tenantId, definition, null, recordId, { include: [] }, tx));
    const before = await read(id);
    const result = await write(tx);
    const after = await read(idOf(result) ?? id);
    await effects.afterWrite(tx, { tenantId, resource: definition.name, before, after });
    return result;
  });
}

export async function listResources({ tenantId, actor, definition, resources, query }: ResourceInput & { query: ResourceQuery }) {
  const parsed = parseListQuery(query, definition, actor);
  const { items, total } = await resources.list(tenantId, definition, actor, parsed);
  return { items: items.map((row) => present(definition, actor, row, parsed.include, parsed.fields)), total };
}

/** Another learner's or tenant's record is NOT_FOUND, never Forbidden: its existence is not disclosed. */
export async function getResource({ tenantId, actor, definition, resources, id, query }: ResourceInput & { id: string; query: ResourceQuery }): Promise<PresentedRecord> {
  const { include, fields } = parseListQuery({ include: query.include, fields: query.fields }, definition, actor);
  const row = await resources.find(tenantId, definition, actor, id, { include, fields });
  if (row === undefined) throw new NotFoundError();
  return present(definition, actor, row, include, fields);
}

export async function createResource(input: WriteInput & { body: unknown }): Promise<PresentedRecord> {
  const { tenantId, actor, definition, resources, body } = input;
  const access = writeAccess(definition.name, 'create', actor);
  if (!access.allowed) throw new AppError('Forbidden');
  const values = parseWriteBody(body, definition, 'create');
  for (const name of definition.actorDefaults ?? []) if (!(name in values)) values[name] = actor.userId;
  if (!valuesSatisfy(access.scope, values)) throw new AppError('Forbidden');
  const base = { tenantId, actor, definition, resources };
  await checkValues(base, values, values);
  const id = await writeWithEffects(input, undefined, (tx) => resources.insert(tenantId, definition, values, tx), (inserted) => inserted);
  return getResource({ ...base, id, query: {} });
}

export async function updateResource(input: WriteInput & { id: string; body: unknown }): Promise<PresentedRecord> {
  const { tenantId, actor, definition, resources, id, body } = input;
  const access = writeAccess(definition.name, 'update', actor);
  if (!access.allowed) return refuse({ tenantId, actor, definition, resources }, id);
  const values = parseWriteBody(body, definition, 'update');
  let merged = values;
  if (definition.check !== undefined) {
    const current = await resources.find(tenantId, definition, null, id, { include: [] });
    if (current === undefined) throw new NotFoundError();
    merged = { ...current, ...values };
  }
  await checkValues({ tenantId, actor, definition, resources }, values, merged);
  const updated = await writeWithEffects(input, id, (tx) => resources.update(tenantId, definition, id, values, access.scope, tx), () => undefined);
  if (!updated) return refuse({ tenantId, actor, definition, resources }, id);
  return getResource({ tenantId, actor, definition, resources, id, query: {} });
}

export async function deleteResource(input: WriteInput & { id: string }): Promise<void> {
  const { tenantId, actor, definition, resources, id } = input;
  const access = writeAccess(definition.name, 'delete', actor);
  if (!access.allowed || !(await writeWithEffects(input, id, (tx) => resources.delete(tenantId, definition, id, access.scope, tx), () => undefined))) {
    await refuse({ tenantId, actor, definition, resources }, id);
  }
}

/**
 * Cross-field rules (400), then references: each must name a record the actor may read, else the
 * write is 404 naming the field — another user's or tenant's record is not disclosed, as on reads.
 */
async function checkValues({ tenantId, actor, definition, resources }: ResourceInput, values: Row, merged: Row): Promise<void> {
  const issues = definition.check?.(merged) ?? [];
  if (issues.length > 0) throw new BadRequestError(issues);
  const invisible = await resources.invisibleReferences(tenantId, definition, actor, values);
  if (invisible.length > 0) throw new AppError('NOT_FOUND', invisible.map((name) => ({ path: `body.${name}`, message: 'No such record' })));
}

/** A write the actor may not do: Forbidden on a record they can see, NOT_FOUND otherwise. */
async function refuse({ tenantId, actor, definition, resources }: ResourceInput, id: string): Promise<never> {
  const visible = await resources.find(tenantId, definition, actor, id, { include: [], fields: ['id'] });
  throw visible === undefined ? new NotFoundError() : new AppError('Forbidden');
}
