import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** When a notification came, in the reader's language (day and time). */
export function NotificationDate({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time className={className} dateTime={iso}>
      {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))}
    </time>
  );
}
