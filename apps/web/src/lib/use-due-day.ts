import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from './i18n/use-translation';

/** A due day (YYYY-MM-DD) written as the reader reads it, « 12 décembre 2026 »: the day itself, in no time zone. */
export function useDueDay(): (day: string) => string {
  const { i18n } = useTranslation();
  return (day) => dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** « dans 3 jours », « demain », « aujourd’hui », « il y a 2 jours » in the reader's language. */
export function useDaysFromToday(): (days: number) => string {
  const { i18n } = useTranslation();
  return (days) => new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(days, 'day');
}
