import type { AdminUserDetail } from '@espace/contracts/admin';
import type { MemberRole } from '@espace/domain/user-domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useUpdateAdminUser } from './admin-users-api';

/**
 * The account's companies and its role in each (docs/administration.md#users): a role the admin may
 * hand out in that company can be removed, and one given, in a company of the admin's reach.
 */
export function UserCompanyRoles({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateAdminUser(user.id);
  const [said, setSaid] = useState('');
  const roleName = (role: string) => t(`admin.user.role.${role}`, { defaultValue: role });
  const grantable = (companyId: string, role: string) =>
    user.grantableCompanyRoles.some((company) => company.id === companyId && company.roles.some((candidate) => candidate === role));
  const change = (companyId: string, companyName: string, role: MemberRole, granted: boolean) => {
    setSaid('');
    update.mutate(
      { companyRole: { companyId, role, granted } },
      {
        onSuccess: () =>
          setSaid(t(granted ? 'admin.user.companyRole.granted' : 'admin.user.companyRole.removed', { role: roleName(role), company: companyName })),
      },
    );
  };
  return (
    <section className="admin-panel" aria-labelledby="user-companies">
      <h2 id="user-companies">{t('admin.user.companies')}</h2>
      {user.companies.length === 0 ? (
        <p>{t('admin.user.noCompany')}</p>
      ) : (
        <ul className="admin-list">
          {user.companies.map((membership) => (
            <li key={`${membership.id}-${membership.role}`}>
              <span className="admin-list__name">{membership.name}</span>
              <span className="admin-list__detail">{roleName(membership.role)}</span>
              {grantable(membership.id, membership.role) && (
                <button
                  type="button"
                  className="button button--ghost"
                  aria-busy={update.isPending}
                  onClick={() => !update.isPending && change(membership.id, membership.name, membership.role as MemberRole, false)}
                >
                  {t('admin.user.companyRole.remove', { role: roleName(membership.role), company: membership.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {user.grantableCompanyRoles.length > 0 && (
        <GrantCompanyRole user={user} busy={update.isPending} onGrant={(companyId, name, role) => change(companyId, name, role, true)} />
      )}
      {update.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(update.error).message}
        </p>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
    </section>
  );
}

/** A company of the admin's reach and a role they may hand out there. */
function GrantCompanyRole({
  user,
  busy,
  onGrant,
}: {
  user: AdminUserDetail;
  busy: boolean;
  onGrant: (companyId: string, companyName: string, role: MemberRole) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [companyId, setCompanyId] = useState(user.grantableCompanyRoles[0]?.id ?? '');
  const company = user.grantableCompanyRoles.find((candidate) => candidate.id === companyId) ?? user.grantableCompanyRoles[0];
  const roles = company?.roles ?? [];
  const [chosenRole, setRole] = useState<MemberRole>('STUDENT');
  const role = roles.includes(chosenRole) ? chosenRole : (roles[0] ?? 'STUDENT');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && company !== undefined) onGrant(company.id, company.name, role);
  };
  return (
    <>
      <h3 id={`${id}-title`}>{t('admin.user.companyRole.title')}</h3>
      <form className="admin-inline-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
        <div className="field">
          <label htmlFor={`${id}-company`}>{t('admin.user.companyRole.company')}</label>
          <select id={`${id}-company`} className="control" value={company?.id ?? ''} onChange={(event) => setCompanyId(event.target.value)}>
            {user.grantableCompanyRoles.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('admin.user.companyRole.role')}</label>
          <select id={`${id}-role`} className="control" value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {roles.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`admin.user.role.${candidate}`, { defaultValue: candidate })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary" aria-busy={busy}>
          {t('admin.user.companyRole.grant')}
        </button>
      </form>
    </>
  );
}
