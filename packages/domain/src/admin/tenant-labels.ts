/** A tenant's interface texts (docs/administration.md#interface-texts): by language, then dotted key. */
type Labels = Partial<Record<string, Record<string, string>>>;

/**
 * The labels under a key the app has no text for, by path (`body.labels.fr.made.up.key`). Such a
 * key would be stored for nothing, and one naming a group of texts ("home") would replace all of
 * them with one string in the app. A key kept exactly as stored passes: a text the app has since
 * dropped must not stop the tenant's screen from saving the others, and may still be taken out.
 */
export function unknownLabelKeys(labels: Labels, stored: Labels, known: ReadonlySet<string>): { path: string; message: string }[] {
  return Object.entries(labels).flatMap(([locale, byKey]) =>
    Object.entries(byKey ?? {})
      .filter(([key, text]) => !known.has(key) && stored[locale]?.[key] !== text)
      .map(([key]) => ({ path: `body.labels.${locale}.${key}`, message: 'is not a text of the app' })),
  );
}
