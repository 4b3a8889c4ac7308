import { useTranslation } from '../../../lib/i18n/use-translation';

const apps = ['google', 'apple', 'outlook'] as const;

/** How the common calendar apps subscribe to a link (docs/product/accounts.md#calendar-link). */
export function CalendarHowTo() {
  const { t } = useTranslation();
  return (
    <div className="calendar-feed__how-to">
      <h3 id="calendar-how-to-title">{t('account.calendar.howTo.title')}</h3>
      <ul aria-labelledby="calendar-how-to-title">
        {apps.map((app) => (
          <li key={app}>{t(`account.calendar.howTo.${app}`)}</li>
        ))}
      </ul>
      <p>{t('account.calendar.howTo.delay')}</p>
    </div>
  );
}
