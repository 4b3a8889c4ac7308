import type { AdminUserDetail } from '@espace/contracts/admin';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useAdminUser, useResendInvitation, useSendPasswordReset, useUpdateAdminUser } from './admin-users-api';
import { UserCompanyRoles } from './user-company-roles';
import { UserPersonalData } from './user-personal-data';
import '../../../components/staff/staff.css';
import '../components/admin.css';
import { paths } from '../../../lib/paths';
import { usePersonName } from '../../../lib/use-person-name';

/** A user of the tenant (docs/administration.md#users): their account, roles, classes and companies, and what an admin may do with it. */
export function UserPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useAdminUser(userId);
  return (
    <div className="admin-page">
      <p className="staff-back">
        <Link to={paths.admin.users.getHref()}>{t('admin.user.back')}</Link>
      </p>
      <QueryStatus query={user} loading={t('admin.user.loading')} errorText={(error) => errorText(error).message} />
      {user.data && <UserAccount user={user.data} />}
    </div>
  );
}

function UserAccount({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const personName = usePersonName();
  const deactivated = user.deactivatedAt !== null;
  return (
    <>
      <h1>
        {personName(user.displayName)} {deactivated && <span className="admin-state admin-state--disabled">{t('admin.users.deactivatedBadge')}</span>}
      </h1>
      <dl className="staff-facts admin-account">
        <div>
          <dt>{t('admin.user.email')}</dt>
          <dd>{user.email === '' ? t('admin.user.none') : user.email}</dd>
        </div>
        <div>
          <dt>{t('admin.user.username')}</dt>
          <dd>{user.username ?? t('admin.user.none')}</dd>
        </div>
        <div>
          <dt>{t('admin.user.created')}</dt>
          <dd>{dateTime(user.createdAt, '')}</dd>
        </div>
        <div>
          <dt>{t('admin.user.lastActive')}</dt>
          <dd>{dateTime(user.lastActiveAt, '')}</dd>
        </div>
        <div>
          <dt>{t('admin.user.state')}</dt>
          <dd>
            {user.erasedAt !== null
              ? t('admin.user.erasedOn', { date: dateTime(user.erasedAt, '') })
              : user.deactivatedAt !== null
                ? t('admin.user.deactivatedOn', { date: dateTime(user.deactivatedAt, '') })
                : user.invitationSentAt !== null
                  ? t('admin.users.invitationPending', { date: dateTime(user.invitationSentAt, '') })
                  : t('admin.user.active')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.user.roles')}</dt>
          <dd>{user.roles.includes('admin') || user.roles.includes('superadmin') ? t('admin.user.adminRole') : t('admin.user.noRole')}</dd>
        </div>
      </dl>
      <UserActions user={user} />
      {(user.manageable.account || user.erasedAt !== null) && !user.isSelf && <UserPersonalData user={user} />}
      <section className="admin-panel" aria-labelledby="user-classes">
        <h2 id="user-classes">{t('admin.user.classes')}</h2>
        {user.classes.length === 0 ? (
          <p>{t('admin.user.noClass')}</p>
        ) : (
          <ul className="admin-list">
            {user.classes.map((membership) => (
              <li key={`${membership.id}-${membership.role}`}>
                <Link className="admin-list__name" to={paths.trainer.class.getHref({ classId: membership.id })}>
                  {membership.name}
                </Link>
                <span className="admin-list__detail">{t(`admin.user.role.${membership.role}`, { defaultValue: membership.role })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <UserCompanyRoles user={user} />
    </>
  );
}

/** Deactivate or reactivate (asked first: it ends the sessions), the admin role, a reset link; each says what it did. */
function UserActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateAdminUser(user.id);
  const reset = useSendPasswordReset(user.id);
  const resend = useResendInvitation(user.id);
  const pending = user.invitationSentAt !== null;
  // What is asked before it is done: deactivating (it ends the sessions), granting the administration (it opens everything).
  const [asking, setAsking] = useState<'deactivate' | 'grantAdmin' | null>(null);
  const [said, setSaid] = useState('');
  const deactivated = user.deactivatedAt !== null;
  const isAdmin = user.roles.includes('admin');
  const change = (body: { deactivated?: boolean; admin?: boolean }, done: string) => {
    setSaid('');
    reset.reset();
    update.mutate(body, {
      onSuccess: () => {
        setAsking(null);
        setSaid(done);
      },
    });
  };
  const failed = [update, reset, resend].find((mutation) => mutation.isError);
  const failure = failed === undefined ? null : errorText(failed.error).message;
  return (
    <section className="admin-panel" aria-labelledby="user-actions">
      <h2 id="user-actions">{t('admin.user.actions')}</h2>
      {user.isSelf && <p className="admin-intro">{t('admin.user.self')}</p>}
      {!user.manageable.account && <p className="admin-intro">{t(user.erasedAt !== null ? 'admin.user.erasedText' : 'admin.user.outOfReach')}</p>}
      <div className="admin-card__actions">
        {!user.manageable.account ? null : deactivated ? (
          <button
            type="button"
            className="button button--secondary"
            aria-busy={update.isPending}
            onClick={() => !update.isPending && change({ deactivated: false }, t('admin.user.reactivated'))}
          >
            {t('admin.user.reactivate')}
          </button>
        ) : (
          !user.isSelf && (
            <button type="button" className="button button--secondary" onClick={() => setAsking('deactivate')}>
              {t('admin.user.deactivate')}
            </button>
          )
        )}
        {user.manageable.adminRole && (
          <button
            type="button"
            className="button button--ghost"
            aria-busy={update.isPending}
            onClick={() => {
              if (update.isPending) return;
              if (isAdmin) change({ admin: false }, t('admin.user.adminRemoved', { name: user.displayName }));
              else setAsking('grantAdmin');
            }}
          >
            {t(isAdmin ? 'admin.user.removeAdmin' : 'admin.user.grantAdmin')}
          </button>
        )}
        {user.manageable.account && !deactivated && pending && (
          <button
            type="button"
            className="button button--ghost"
            aria-busy={resend.isPending}
            onClick={() => {
              if (resend.isPending) return;
              setSaid('');
              update.reset();
              reset.reset();
              resend.mutate(undefined, { onSuccess: (answer) => setSaid(t('admin.user.invitationResent', { email: answer.sentTo })) });
            }}
          >
            {t('admin.user.resendInvitation')}
          </button>
        )}
        {user.manageable.account && !deactivated && !pending && user.email !== '' && (
          <button
            type="button"
            className="button button--ghost"
            aria-busy={reset.isPending}
            onClick={() => {
              if (reset.isPending) return;
              setSaid('');
              update.reset();
              resend.reset();
              reset.mutate(undefined, { onSuccess: (answer) => setSaid(t('admin.user.resetSent', { email: answer.sentTo })) });
            }}
          >
            {t('admin.user.sendReset')}
          </button>
        )}
      </div>
      {user.email === '' && user.erasedAt === null && <p className="admin-intro">{t('admin.user.noAddress')}</p>}
      {failure !== null && asking === null && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
      <ConfirmDialog
        open={asking === 'deactivate'}
        title={t('admin.user.deactivateTitle', { name: user.displayName })}
        description={<p>{t('admin.user.deactivateText', { name: user.displayName })}</p>}
        confirmLabel={t('admin.user.deactivateConfirm')}
        cancelLabel={t('admin.user.cancel')}
        busy={update.isPending}
        error={asking === 'deactivate' && update.isError ? errorText(update.error).message : undefined}
        onConfirm={() => change({ deactivated: true }, t('admin.user.deactivated'))}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'grantAdmin'}
        title={t('admin.user.grantAdminTitle', { name: user.displayName })}
        description={
          <>
            <p>{t('admin.user.grantAdminText', { name: user.displayName })}</p>
            <ul>
              {(['people', 'content', 'settings', 'roles'] as const).map((power) => (
                <li key={power}>{t(`admin.user.grantAdminGives.${power}`)}</li>
              ))}
            </ul>
          </>
        }
        confirmLabel={t('admin.user.grantAdminConfirm')}
        cancelLabel={t('admin.user.cancel')}
        busy={update.isPending}
        error={asking === 'grantAdmin' && update.isError ? errorText(update.error).message : undefined}
        onConfirm={() => change({ admin: true }, t('admin.user.adminGranted', { name: user.displayName }))}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
