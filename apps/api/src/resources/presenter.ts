import { courseBlockSchema } from '@espace/domain/content/block';
import { publicBlock } from '@espace/domain/content/public-block';
import { displayName } from '@espace/domain/display-name';
import type { ResourceDefinition } from './definition';
import type { Row } from './include-loader';
import { seesAnswers, type Actor } from './permissions';
import type { IncludeSpec } from './query-parser';
import { definitionOf } from './registry';

/**
 * A row as the actor may see it, with its includes: personal fields only to
 * the user themselves and admins, blocks without their expected answers for
 * learners (publicBlock), a user's display name (docs/product/accounts.md#display-name), and the requested
 * fields only.
 */
/** A record as answered: its id and whatever fields and relations were asked for. */
export type PresentedRecord = Row & { id: string };

export function present(definition: ResourceDefinition, actor: Actor, row: Row, include: readonly IncludeSpec[], fields?: readonly string[]): PresentedRecord {
  let record: Row = { ...row };
  if (!actor.isAdmin && record.id !== actor.userId) {
    for (const [name, field] of Object.entries(definition.fields)) if (field.selfOnly === true) delete record[name];
  }
  if (definition.name === 'course-blocks' && !seesAnswers(actor)) record = withoutAnswers(record);
  if (definition.name === 'users' && fields === undefined) record.displayName = displayName(record as Parameters<typeof displayName>[0]);
  for (const spec of include) {
    const relation = definition.relations[spec.relation];
    const value = record[spec.relation];
    if (relation === undefined || value === undefined) continue;
    const target = definitionOf(relation.resource);
    const show = (child: Row) => present(target, actor, child, spec.include);
    record[spec.relation] = Array.isArray(value) ? (value as Row[]).map(show) : value === null ? null : show(value as Row);
  }
  const keep = fields === undefined ? undefined : new Set([...fields, ...include.map((spec) => spec.relation)]);
  const shown = keep === undefined ? record : Object.fromEntries(Object.entries(record).filter(([name]) => keep.has(name)));
  return { ...shown, id: String(row.id) };
}

/** A block that does not parse is not shown at all: better empty than leaking answers. */
function withoutAnswers(record: Row): Row {
  if (record.content === undefined && record.settings === undefined) return record;
  const parsed = courseBlockSchema.safeParse({
    title: 'block',
    type: record.type ?? 'slide',
    settings: record.settings ?? undefined,
    content: record.content ?? { sections: [] },
  });
  if (!parsed.success) return { ...record, settings: {}, content: { sections: [] } };
  const shown = publicBlock(parsed.data);
  const result: Row = { ...record };
  if ('settings' in record) result.settings = shown.settings;
  if ('content' in record) result.content = shown.content;
  return result;
}
