/**
 * The interface texts a tenant may word its own way (docs/administration.md#interface-texts): every
 * text of the app bundle, by its dotted key, with its French and English defaults, beside what the
 * tenant wrote. Pure functions: the screen keeps a draft of the labels and sends it whole.
 */

export type Labels = Partial<Record<string, Record<string, string>>>;

export interface InterfaceText {
  key: string;
  /** The app's own texts, null where the bundle has none for that key (a text of a feature's bundle). */
  defaults: { fr: string | null; en: string | null };
}

/** A bundle's texts by dotted key ("home.subtitle"), as tenant labels name them. */
export function flattenBundle(bundle: unknown, prefix = ''): Record<string, string> {
  if (typeof bundle !== 'object' || bundle === null) return {};
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(bundle)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else Object.assign(flat, flattenBundle(value, `${prefix}${key}.`));
  }
  return flat;
}

/** Every text the screen lists: the bundle's, then those the tenant words that the bundle does not hold, by key. */
export function interfaceTexts(fr: Record<string, string>, en: Record<string, string>, labels: Labels): InterfaceText[] {
  const keys = new Set([...Object.keys(fr), ...Object.keys(en), ...Object.values(labels).flatMap((byKey) => Object.keys(byKey ?? {}))]);
  return [...keys].sort().map((key) => ({ key, defaults: { fr: fr[key] ?? null, en: en[key] ?? null } }));
}

/** Whether the tenant words this text in any language. */
export const isReworded = (labels: Labels, key: string): boolean => Object.values(labels).some((byKey) => byKey?.[key] !== undefined);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The texts whose key, default or tenant wording holds the search (without case or accents), the reworded ones only if asked. */
export function findTexts(
  texts: readonly InterfaceText[],
  labels: Labels,
  { search, rewordedOnly }: { search: string; rewordedOnly: boolean },
): InterfaceText[] {
  const needle = fold(search.trim());
  return texts.filter((text) => {
    if (rewordedOnly && !isReworded(labels, text.key)) return false;
    if (needle === '') return true;
    const haystack = [text.key, text.defaults.fr, text.defaults.en, ...Object.values(labels).map((byKey) => byKey?.[text.key])];
    return haystack.some((value) => value !== null && value !== undefined && fold(value).includes(needle));
  });
}

/** The labels with one text set; an empty text takes the app's own again (its key is dropped, and an empty language with it). */
export function withText(labels: Labels, locale: string, key: string, text: string): Labels {
  const byKey = { ...labels[locale] };
  if (text === '') delete byKey[key];
  else byKey[key] = text;
  const next = { ...labels, [locale]: byKey };
  if (Object.keys(byKey).length === 0) delete next[locale];
  return next;
}

/** The labels without this text in any language: the app's own texts again. */
export function withDefault(labels: Labels, key: string): Labels {
  return Object.keys(labels).reduce((next, locale) => withText(next, locale, key, ''), labels);
}

/** How many texts the tenant words, counted once whatever the number of languages. */
export const rewordedCount = (labels: Labels): number => new Set(Object.values(labels).flatMap((byKey) => Object.keys(byKey ?? {}))).size;
