import type { InvitationCode } from '@espace/contracts/admin';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useInvitationCodes, useSetInvitationCodeDisabled } from './invitation-codes-api';
import { AdminSections } from '../components/admin-sections';
import { CreateInvitationCodeForm } from './create-invitation-code-form';
import { InvitationCodeFacts } from './invitation-code-facts';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import { paths } from '../../../lib/paths';

/** The tenant's invitation codes (docs/administration.md#invitation-codes): create one, see each one's state and uses, disable or enable it. */
export function InvitationCodesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const codes = useInvitationCodes();
  return (
    <div className="admin-page">
      <h1>{t('admin.codes.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.codes.intro')}</p>
      <CreateInvitationCodeForm />
      <section className="admin-panel" aria-labelledby="codes-title">
        <h2 id="codes-title">{t('admin.codes.list')}</h2>
        <QueryStatus query={codes} loading={t('admin.codes.loading')} errorText={(error) => errorText(error).message} />
        {codes.data?.length === 0 && <p>{t('admin.codes.empty')}</p>}
        {codes.data !== undefined && codes.data.length > 0 && (
          <ul className="staff-cards">
            {codes.data.map((code) => (
              <CodeCard key={code.id} code={code} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CodeCard({ code }: { code: InvitationCode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const toggle = useSetInvitationCodeDisabled();
  // What this card last changed, said politely once the list shows it.
  const [said, setSaid] = useState(false);
  const disabled = code.disabledAt !== null;
  return (
    <li className="staff-card">
      <h3 className="admin-card__title">
        <code className="admin-code">{code.code}</code>
        <span className={`admin-state admin-state--${code.state}`}>{t(`admin.codes.state.${code.state}`)}</span>
      </h3>
      <InvitationCodeFacts code={code} />
      <p className="admin-card__created">
        {code.createdBy === null
          ? t('admin.codes.createdOn', { date: dateTime(code.createdAt, '') })
          : t('admin.codes.createdOnBy', { date: dateTime(code.createdAt, ''), name: code.createdBy })}
      </p>
      <div className="admin-card__actions">
        <Link
          className="button button--secondary"
          to={paths.admin.code.getHref({ codeId: code.id })}
          aria-label={t('admin.codes.seeUsesNamed', { code: code.code })}
        >
          {t('admin.codes.seeUses')}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          // Not disabled while it works: a disabled button would drop the keyboard's focus, which stays here to toggle back.
          aria-busy={toggle.isPending}
          aria-label={t(disabled ? 'admin.codes.enableNamed' : 'admin.codes.disableNamed', { code: code.code })}
          onClick={() => {
            if (!toggle.isPending) toggle.mutate({ codeId: code.id, disabled: !disabled }, { onSuccess: () => setSaid(true) });
          }}
        >
          {t(disabled ? 'admin.codes.enable' : 'admin.codes.disable')}
        </button>
      </div>
      {toggle.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(toggle.error).message}
        </p>
      )}
      <p className="admin-status" role="status">
        {said && !toggle.isPending ? t('admin.codes.changed', { code: code.code, state: t(`admin.codes.state.${code.state}`) }) : ''}
      </p>
    </li>
  );
}
