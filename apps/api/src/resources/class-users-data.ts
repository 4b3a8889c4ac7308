import type { ClassUsersData } from '@espace/contracts/resources';
import type { Actor } from './permissions';
import { definitionOf } from './registry';
import { getResource, listResources } from './resource-use-cases';
import type { ResourcesRepository } from './resources-repository';

interface ClassUsersDataInput {
  tenantId: string;
  actor: Actor;
  resources: ResourcesRepository;
  classId: string;
  role?: string;
}

/**
 * `classes/{id}/users/data?role=TEACHER` (docs/product/api-calls.md#home-and-dashboard): the members of a class the
 * actor can see (NOT_FOUND otherwise), each with its user as `relatedUser`.
 * It is the query language's `class-users` list under another name.
 */
export async function listClassUsersData({ tenantId, actor, resources, classId, role }: ClassUsersDataInput): Promise<ClassUsersData> {
  const base = { tenantId, actor, resources };
  await getResource({ ...base, definition: definitionOf('classes'), id: classId, query: { fields: 'id' } });
  const where = role === undefined ? { classId } : { classId, role };
  const { items, total } = await listResources({
    ...base,
    definition: definitionOf('class-users'),
    query: { where: JSON.stringify(where), include: 'relatedUser', limit: '500' },
  });
  return { items: items.map((item) => ({ ...item, relatedUser: (item.relatedUser ?? null) as ClassUsersData['items'][number]['relatedUser'] })), total };
}
