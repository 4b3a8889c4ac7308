import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useInvitationCode } from './invitation-codes-api';
import { InvitationCodeFacts } from './invitation-code-facts';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import { paths } from '../../../lib/paths';
import { usePersonName } from '../../../lib/use-person-name';

/** One invitation code and the accounts registered with it, newest first. */
export function InvitationCodePage({ codeId }: { codeId: string }) {
  const { t } = useTranslation();
  const personName = usePersonName();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const code = useInvitationCode(codeId);
  return (
    <div className="admin-page">
      <p className="staff-back">
        <Link to={paths.admin.codes.getHref()}>{t('admin.code.back')}</Link>
      </p>
      <QueryStatus query={code} loading={t('admin.code.loading')} errorText={(error) => errorText(error).message} />
      {code.data && (
        <>
          <h1>
            {t('admin.code.title', { code: code.data.code.code })}{' '}
            <span className={`admin-state admin-state--${code.data.code.state}`}>{t(`admin.codes.state.${code.data.code.state}`)}</span>
          </h1>
          <InvitationCodeFacts code={code.data.code} />
          <section className="admin-panel" aria-labelledby="registered-title">
            <h2 id="registered-title">{t('admin.code.registered')}</h2>
            {code.data.items.length === 0 ? (
              <p>{t('admin.code.none')}</p>
            ) : (
              <ul className="admin-list">
                {code.data.items.map((use) => (
                  <li key={use.userId}>
                    <span className="admin-list__name">{personName(use.displayName)}</span>
                    {use.email !== '' && <span className="admin-list__detail">{use.email}</span>}
                    <span className="admin-list__detail">{t('admin.code.registeredOn', { date: dateTime(use.registeredAt, '') })}</span>
                  </li>
                ))}
              </ul>
            )}
            {code.data.items.length >= 200 && <p className="admin-intro">{t('admin.code.latest')}</p>}
          </section>
        </>
      )}
    </div>
  );
}
