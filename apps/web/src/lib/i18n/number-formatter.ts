import { numberFormat } from '@espace/domain/display/formatters';
import type { FormatterModule } from 'i18next';

/** Every number a text interpolates keeps the digits it has: only the language's grouping and decimal sign change. */
const options = { maximumFractionDigits: 20 } as const;

/**
 * The texts' one formatter: a number interpolated in any text is written the language's way
 * (« 1 497 lignes », « 1,5 Mo »; "1,497 lines" in English), without each text asking for it.
 * The texts use no named formats, so none is offered.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, lng) =>
    (typeof value === 'number' && Number.isFinite(value) ? numberFormat(lng ?? 'fr', options).format(value) : value) as string,
};
