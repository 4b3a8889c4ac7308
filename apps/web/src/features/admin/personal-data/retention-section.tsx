import type { AdminRetention } from '@espace/contracts/privacy';
import { RETENTION_NOTICE_DAYS } from '@espace/domain/privacy/retention';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useDateTime } from '../../../lib/use-date-time';
import type { RetentionDurations } from './processing-register';
import { WarnedAccounts } from './warned-accounts';

/**
 * The tenant's retention as it applies now (docs/privacy.md#retention): its two durations in
 * sentences, with where to change them, then the accounts warned that they will be anonymised.
 */
export function RetentionSection({ retention, durations }: { retention: AdminRetention; durations: RetentionDurations }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <section className="admin-panel" aria-labelledby="personal-data-retention">
      <h2 id="personal-data-retention">{t('admin.personalData.retention.title')}</h2>
      <p>{t('admin.personalData.retention.accounts', { years: durations.years, days: RETENTION_NOTICE_DAYS })}</p>
      <p>{t('admin.personalData.retention.signIns', { months: durations.months, date: dateTime(retention.signInsKeptSince, '') })}</p>
      <p className="personal-data__change">
        <Link to={paths.admin.settings.getHref()}>{t('admin.personalData.retention.change')}</Link>
      </p>
      <WarnedAccounts notices={retention.notices} noticeCount={retention.noticeCount} />
    </section>
  );
}
