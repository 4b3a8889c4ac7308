import { at, type Check, eachPresent, extensions, fail, iri, languageMap, objectWith, requireKeys, string } from './checks';
import { isIrl, isPlainObject } from './xapi-formats';

const INTERACTION_TYPES = ['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'] as const;

/** Which lists of interaction components each interaction type may carry. */
const COMPONENT_LISTS: Record<string, readonly string[]> = {
  choice: ['choices'],
  sequencing: ['choices'],
  likert: ['scale'],
  matching: ['source', 'target'],
  performance: ['steps'],
};
const ALL_LISTS = ['choices', 'scale', 'source', 'target', 'steps'];

function components(check: Check, value: unknown): boolean {
  if (!Array.isArray(value)) return fail(check, 'must be an array of interaction components');
  let ok = true;
  const seen = new Set<string>();
  value.forEach((component, index) => {
    const inner = at(check, index);
    if (!objectWith(inner, component, ['id', 'description'], 'an interaction component') || !requireKeys(inner, component, ['id'])) return void (ok = false);
    if (!string(at(inner, 'id'), component.id, 1024) || (component.id as string).trim() === '')
      return void (ok = fail(at(inner, 'id'), 'must be a non-empty string'));
    if (seen.has(component.id as string)) ok = fail(at(inner, 'id'), 'must be unique within the list');
    seen.add(component.id as string);
    if (component.description !== undefined && !languageMap(at(inner, 'description'), component.description)) ok = false;
  });
  return ok;
}

function activityDefinition(check: Check, value: unknown): boolean {
  const keys = ['name', 'description', 'type', 'moreInfo', 'extensions', 'interactionType', 'correctResponsesPattern', ...ALL_LISTS];
  if (!objectWith(check, value, keys, 'an activity definition')) return false;
  let ok = eachPresent(check, value, {
    name: languageMap,
    description: languageMap,
    type: iri,
    moreInfo: (inner, url) => isIrl(url) || fail(inner, 'must be an IRL (an http or https URL)'),
    extensions,
    interactionType: (inner, type) => (INTERACTION_TYPES as readonly unknown[]).includes(type) || fail(inner, `must be one of ${INTERACTION_TYPES.join(', ')}`),
    correctResponsesPattern: (inner, pattern) =>
      (Array.isArray(pattern) && pattern.every((response) => typeof response === 'string')) || fail(inner, 'must be an array of strings'),
  });
  const type = typeof value.interactionType === 'string' ? value.interactionType : undefined;
  for (const list of ALL_LISTS) {
    if (value[list] === undefined) continue;
    if (type === undefined) ok = fail(at(check, list), 'needs an interactionType');
    else if (!(COMPONENT_LISTS[type] ?? []).includes(list)) ok = fail(at(check, list), `is not used by interactionType ${type}`);
    else if (!components(at(check, list), value[list])) ok = false;
  }
  if (value.correctResponsesPattern !== undefined && type === undefined) ok = fail(at(check, 'correctResponsesPattern'), 'needs an interactionType');
  return ok;
}

export function activity(check: Check, value: unknown): boolean {
  if (!objectWith(check, value, ['objectType', 'id', 'definition'], 'an Activity')) return false;
  if (value.objectType !== undefined && value.objectType !== 'Activity') return fail(at(check, 'objectType'), 'must be "Activity"');
  if (!requireKeys(check, value, ['id'])) return false;
  const identified = iri(at(check, 'id'), value.id);
  return (value.definition === undefined || activityDefinition(at(check, 'definition'), value.definition)) && identified;
}

/** The language maps of a definition: merged language by language, never replaced whole. */
const DEFINITION_LANGUAGE_MAPS = ['name', 'description'] as const;

/**
 * The canonical definition of an activity (Communication 2.5, XAPI-00254: every statement about
 * it adds what it knows): `incoming` over `kept`, property by property, except that its name and
 * description add their languages to those kept (a statement in French does not erase English).
 */
export function mergedDefinition(kept: Record<string, unknown>, incoming: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...kept, ...incoming };
  for (const key of DEFINITION_LANGUAGE_MAPS) {
    const [before, after] = [kept[key], incoming[key]];
    if (isPlainObject(before) && isPlainObject(after)) merged[key] = { ...before, ...after };
  }
  return merged;
}
