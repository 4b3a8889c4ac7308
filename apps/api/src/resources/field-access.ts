import type { FieldDef, ResourceDefinition } from './definition';
import { seesAnswers, type Actor } from './permissions';

/**
 * The fields an actor may name in `where`, `sort` and `fields`. Personal
 * fields (selfOnly) are not among them except for admins, so nobody can
 * probe a classmate's email or birthday through a filter; they still come
 * back in a user's own record.
 */
export function queryableFields(definition: ResourceDefinition, actor: Actor): Map<string, FieldDef> {
  return new Map(Object.entries(definition.fields).filter(([, field]) => fieldVisible(field, actor) && (field.selfOnly !== true || actor.isAdmin)));
}

/** Whether an actor may ever read a field (selfOnly ones still depend on the record). */
export function fieldVisible(field: FieldDef, actor: Actor): boolean {
  return field.staffOnly !== true || seesAnswers(actor);
}
