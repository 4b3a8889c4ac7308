import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AdminSections } from '../components/admin-sections';
import { useErasureRequests } from '../users/admin-users-api';
import { ErasureRequests } from '../users/erasure-requests';
import { useAdminRetention } from './personal-data-api';
import { ProcessingRegister } from './processing-register';
import { RetentionSection } from './retention-section';
import '../components/admin.css';
import './personal-data.css';

/**
 * What the tenant keeps about people (docs/administration.md#personal-data), for its system admin: the erasure requests
 * waiting, how long unused accounts and sign-ins are kept with the accounts warned, and the record
 * of processing activities (RGPD article 30) its durations complete.
 */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const retention = useAdminRetention();
  const durations =
    retention.data === undefined
      ? undefined
      : {
          years: t('admin.personalData.years', { count: retention.data.inactiveAccountYears }),
          months: t('admin.personalData.months', { count: retention.data.signInHistoryMonths }),
        };
  return (
    <div className="admin-page">
      <h1>{t('admin.personalData.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.personalData.intro')}</p>
      <ErasureRequestsSection />
      <QueryStatus query={retention} loading={t('admin.personalData.loading')} errorText={(error) => errorText(error).message} />
      {retention.data !== undefined && durations !== undefined && (
        <>
          <RetentionSection retention={retention.data} durations={durations} />
          <ProcessingRegister durations={durations} />
        </>
      )}
    </div>
  );
}

/** The requests' own panel (also on the users' screen), or, when none waits, a section that says so: here they are a subject, not an alert. */
function ErasureRequestsSection() {
  const { t } = useTranslation();
  // The panel asks the same query: one request for both.
  const requests = useErasureRequests(true);
  const noneWaits = requests.data?.items.length === 0;
  // While it loads or when it fails, the panel says so as it does on the users' screen.
  if (!noneWaits) return <ErasureRequests administersTenant />;
  return (
    <section className="admin-panel" aria-labelledby="personal-data-requests">
      <h2 id="personal-data-requests">{t('admin.personalData.requests.title')}</h2>
      <p>{t('admin.personalData.requests.none')}</p>
    </section>
  );
}
