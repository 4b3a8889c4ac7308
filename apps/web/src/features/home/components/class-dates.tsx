import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from 'react-i18next';

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** 'Du 2 mars 2026 au 30 juin 2026', or the one bound a class has. */
export function ClassDates({ startAt, expireAt }: { startAt: string | null; expireAt: string | null }) {
  const { t, i18n } = useTranslation();
  const start = startAt ? formatDate(startAt, i18n.language) : null;
  const end = expireAt ? formatDate(expireAt, i18n.language) : null;
  let text = t('home.dates.none');
  if (start && end) text = t('home.dates.range', { start, end });
  else if (start) text = t('home.dates.from', { start });
  else if (end) text = t('home.dates.until', { end });
  return <p className="class-card__dates">{text}</p>;
}
