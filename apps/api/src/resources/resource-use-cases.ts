import type { ResourceQuery } from '@espace/contracts/resources';
import type { Database } from '../db/database';
import { AppError, BadRequestError, NotFoundError } from '../http/app-error';
import type { ResourceDefinition, ResourceWriter } from './definition';
import { valuesSatisfy, writeAccess, type Actor } from './permissions';
import { present, type PresentedRecord } from './presenter';
import { parseListQuery } from './query-parser';
import type { ResourcesRepository } from './resources-repository';
import { parseWriteBody } from './write-parser';

export interface ResourceInput {
  tenantId: string;
  actor: Actor;
  definition: ResourceDefinition;
  resources: ResourcesRepository;
}

type WriteInput = ResourceInput & { database: Database };

export async function listResources({ tenantId, actor, definition, resources, query }: ResourceInput & { query: ResourceQuery }) {
  const parsed = parseListQuery(query, definition, actor);
  const { items, total } = await resources.list(tenantId, definition, actor, parsed);
  return { items: items.map((row) => present(definition, actor, row, parsed.include, parsed.fields)), total };
}

/** Another learner's or tenant's record is NOT_FOUND, never Forbidden: its existence is not disclosed. */
export async function getResource({
  tenantId,
  actor,
  definition,
  resources,
  id,
  query,
}: ResourceInput & { id: string; query: ResourceQuery }): Promise<PresentedRecord> {
  const { include, fields } = parseListQuery({ include: query.include, fields: query.fields }, definition, actor);
  const row = await resources.find(tenantId, definition, actor, id, { include, fields });
  if (row === undefined) throw new NotFoundError();
  return present(definition, actor, row, include, fields);
}

/** The owner's write, which the routes register only where it exists. */
function writerOf<Method extends keyof ResourceWriter>(definition: ResourceDefinition, method: Method): NonNullable<ResourceWriter[Method]> {
  const write = definition.writer?.[method];
  if (write === undefined) throw new NotFoundError();
  return write;
}

/**
 * A user's own record (a review, a note of their log-book), stored by the repository of the area
 * that owns the table: the values must be the user's own (`writeAccess`) and name only records they
 * may read.
 */
export async function createResource(input: WriteInput & { body: unknown }): Promise<PresentedRecord> {
  const { tenantId, actor, definition, body } = input;
  const create = writerOf(definition, 'create');
  const access = writeAccess(definition.name, 'create', actor);
  if (!access.allowed) throw new AppError('Forbidden');
  const values = parseWriteBody(body, definition, 'create');
  for (const name of definition.actorDefaults ?? []) if (!(name in values)) values[name] = actor.userId;
  if (!valuesSatisfy(access.scope, values)) throw new AppError('Forbidden');
  await checkReferences(input, values);
  const id = await refuseConstraints(() => create(input.database, tenantId, actor.userId, values));
  return getResource({ ...input, id, query: {} });
}

/** Changes a record of the user's own; any other they can see is Forbidden, one they cannot is NOT_FOUND. */
export async function updateResource(input: WriteInput & { id: string; body: unknown }): Promise<PresentedRecord> {
  const { tenantId, actor, definition, id, body } = input;
  const update = writerOf(definition, 'update');
  if (!writeAccess(definition.name, 'update', actor).allowed) return refuse(input, id);
  const values = parseWriteBody(body, definition, 'update');
  await checkReferences(input, values);
  if (!(await refuseConstraints(() => update(input.database, tenantId, actor.userId, id, values)))) return refuse(input, id);
  return getResource({ ...input, id, query: {} });
}

export async function deleteResource(input: WriteInput & { id: string }): Promise<void> {
  const { tenantId, actor, definition, id } = input;
  const remove = writerOf(definition, 'remove');
  if (!writeAccess(definition.name, 'delete', actor).allowed || !(await refuseConstraints(() => remove(input.database, tenantId, actor.userId, id))))
    await refuse(input, id);
}

/**
 * Each reference must name a record the actor may read, else the write is 404 naming the field:
 * another user's or tenant's record is not disclosed, as on reads.
 */
async function checkReferences({ tenantId, actor, definition, resources }: ResourceInput, values: Readonly<Record<string, unknown>>): Promise<void> {
  const invisible = await resources.invisibleReferences(tenantId, definition, actor, values);
  if (invisible.length > 0)
    throw new AppError(
      'NOT_FOUND',
      invisible.map((name) => ({ path: `body.${name}`, message: 'No such record' })),
    );
}

/** A write the actor may not do: Forbidden on a record they can see, NOT_FOUND otherwise. */
async function refuse({ tenantId, actor, definition, resources }: ResourceInput, id: string): Promise<never> {
  const visible = await resources.find(tenantId, definition, actor, id, { include: [], fields: ['id'] });
  throw visible === undefined ? new NotFoundError() : new AppError('Forbidden');
}

/** Constraint violations are the client's doing (a second review of one program…): 400 with the reason, not 500. */
async function refuseConstraints<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reasons: Record<string, string> = {
      '23503': 'It is still used by other records, or refers to a record that does not exist',
      '23505': 'A record with these values already exists',
      '23514': 'A value breaks a rule of this resource',
      '23502': 'A required value is missing',
    };
    const reason = typeof code === 'string' ? reasons[code] : undefined;
    if (reason !== undefined) throw new BadRequestError([{ path: 'body', message: reason }]);
    throw error;
  }
}
