import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from 'react-i18next';

const format = (iso: string, locale: string) => dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/** 'Du 2 mars 2026 au 30 juin 2026', or the one bound a class has. */
export function ClassDates({ startAt, expireAt, className }: { startAt: string | null; expireAt: string | null; className?: string }) {
  const { t, i18n } = useTranslation();
  const start = startAt === null ? null : format(startAt, i18n.language);
  const end = expireAt === null ? null : format(expireAt, i18n.language);
  let text = t('trainer.dates.none');
  if (start !== null && end !== null) text = t('trainer.dates.range', { start, end });
  else if (start !== null) text = t('trainer.dates.from', { start });
  else if (end !== null) text = t('trainer.dates.until', { end });
  return <p className={className}>{text}</p>;
}

/** A date and time in the reader's language, or the text for never. */
export function useDateTime(): (iso: string | null, never: string) => string {
  const { i18n } = useTranslation();
  return (iso, never) => (iso === null ? never : dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
}
