import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from './i18n/use-translation';

/** A date and time in the reader's language, or the text for never. */
export function useDateTime(): (iso: string | null, never: string) => string {
  const { i18n } = useTranslation();
  return (iso, never) => (iso === null ? never : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
}
