/**
 * Intl formatters, one per locale and options. Creating one costs milliseconds on a phone (it
 * loads the locale's data), using one microseconds, and they never change: Home dates each
 * class, and a formatter created for each would take a large part of its first render on a phone
 * (docs/performance.md).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<Formatter extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: string, options: object, create: () => Formatter): Formatter {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) formatters.set(key, (formatter = create()));
  return formatter as Formatter;
}

/** French writes the first day of a named month as an ordinal, « 1er décembre » (Intl writes « 1 décembre »). */
class FrenchDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number): string {
    const parts = this.formatToParts(date);
    const namedMonth = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
    return parts.map((part) => (namedMonth && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value)).join('');
  }
}

/** Every date the app writes goes through here, so a language's conventions hold everywhere. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept('date', locale, options, () =>
    locale.toLowerCase().startsWith('fr') ? new FrenchDateTimeFormat(locale, options) : new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept('number', locale, options, () => new Intl.NumberFormat(locale, options));
}
