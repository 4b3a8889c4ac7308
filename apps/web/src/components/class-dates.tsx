import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from '../lib/i18n/use-translation';

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/**
 * 'Du 2 mars 2026 au 30 juin 2026', or the one bound a class has, or that it has none. The texts
 * are the screen's own (`<texts>.range`, `.from`, `.until`, `.none`): Home's and the trainer's
 * space's bundles are loaded apart.
 */
export function ClassDates({
  startAt,
  expireAt,
  texts,
  className,
}: {
  startAt: string | null;
  expireAt: string | null;
  texts: 'home.dates' | 'trainer.dates';
  className: string;
}) {
  const { t, i18n } = useTranslation();
  const start = startAt === null ? null : formatDate(startAt, i18n.language);
  const end = expireAt === null ? null : formatDate(expireAt, i18n.language);
  let text = t(`${texts}.none`);
  if (start !== null && end !== null) text = t(`${texts}.range`, { start, end });
  else if (start !== null) text = t(`${texts}.from`, { start });
  else if (end !== null) text = t(`${texts}.until`, { end });
  return <p className={className}>{text}</p>;
}
