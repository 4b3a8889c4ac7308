import type { AdminClassMember } from '@espace/contracts/admin-classes';
import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminUsers } from '../users/admin-users-api';
import { useAddClassMember, useChangeClassMember, useClassMembers, useRemoveClassMember } from './admin-classes-api';
import { AdminPagination } from '../components/admin-pagination';
import { paths } from '../../../lib/paths';
import { usePersonName } from '../../../lib/use-person-name';

const otherRole = (role: ClassMemberRole): ClassMemberRole => (role === 'STUDENT' ? 'TEACHER' : 'STUDENT');

/** The class's learners and teachers (docs/administration.md#classes): enrol the tenant's users, change their role, remove them. */
export function ClassMembersSection({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  return (
    <section className="admin-panel" aria-labelledby="class-members">
      <h2 id="class-members">{t('admin.class.members.title')}</h2>
      <EnrolUsers classId={classId} onDone={setSaid} />
      <p className="admin-intro">
        <Link className="admin-import-link" to={paths.admin.import.getHref()}>
          {t('admin.class.members.importLink')}
        </Link>
      </p>
      <MemberList classId={classId} onDone={setSaid} />
      <p className="admin-status" role="status">
        {said}
      </p>
    </section>
  );
}

/** Search the tenant's users by name or address and enrol one as a learner or a teacher. */
function EnrolUsers({ classId, onDone }: { classId: string; onDone: (said: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const users = useAdminUsers({ search, state: 'active', page: 1 });
  // The same search among the class's members: those already in it are said so, not offered again.
  const members = useClassMembers(classId, { search, page: 1 });
  const roleOf = new Map((members.data?.items ?? []).map((member) => [member.userId, member.role]));
  const add = useAddClassMember(classId);
  const enrol = (userId: string, name: string, role: ClassMemberRole) => {
    if (add.isPending) return;
    add.mutate({ userId, role }, { onSuccess: () => onDone(t(`admin.class.members.added.${role}`, { name })) });
  };
  return (
    <div className="admin-enrol">
      <h3 className="admin-subtitle">{t('admin.class.members.enrolTitle')}</h3>
      <div className="field" role="search">
        <label htmlFor={id}>{t('admin.class.members.search')}</label>
        <input id={id} type="search" value={typed} maxLength={100} aria-describedby={`${id}-hint`} onChange={(event) => setTyped(event.target.value)} />
        <p className="field__hint" id={`${id}-hint`}>
          {t('admin.class.members.searchHint')}
        </p>
      </div>
      {/* Another search's answer (kept while this one loads) is not shown as this one's. */}
      {search !== '' && users.data !== undefined && !users.isPlaceholderData && (
        <ul className="admin-users" aria-label={t('admin.class.members.found')}>
          {users.data.items.length === 0 && <li className="admin-users__row">{t('admin.users.empty')}</li>}
          {users.data.items.slice(0, 10).map((user) => (
            <li key={user.id} className="admin-users__row">
              <span className="admin-list__name">{user.displayName}</span>
              <span className="admin-users__detail">{user.email === '' ? t('admin.users.noEmail') : user.email}</span>
              {roleOf.has(user.id) ? (
                <span className="admin-state admin-state--disabled">{t(`admin.class.members.already.${roleOf.get(user.id) ?? 'STUDENT'}`)}</span>
              ) : (
                <span className="admin-card__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('admin.class.members.addAsNamed.STUDENT', { name: user.displayName })}
                    onClick={() => enrol(user.id, user.displayName, 'STUDENT')}
                  >
                    {t('admin.class.members.addAs.STUDENT')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('admin.class.members.addAsNamed.TEACHER', { name: user.displayName })}
                    onClick={() => enrol(user.id, user.displayName, 'TEACHER')}
                  >
                    {t('admin.class.members.addAs.TEACHER')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {add.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(add.error).message}
        </p>
      )}
    </div>
  );
}

const roleFilters = ['all', 'STUDENT', 'TEACHER'] as const;

function MemberList({ classId, onDone }: { classId: string; onDone: (said: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [role, setRole] = useState<(typeof roleFilters)[number]>('all');
  const [page, setPage] = useState(1);
  const members = useClassMembers(classId, { ...(role === 'all' ? {} : { role }), search: '', page });
  // Held here, not by the rows: a row leaves the list (or changes) when its change succeeds, and what it did is still said.
  const change = useChangeClassMember(classId);
  const remove = useRemoveClassMember(classId);
  return (
    <div className="admin-enrol">
      <h3 className="admin-subtitle">{t('admin.class.members.listTitle')}</h3>
      <div className="field admin-narrow">
        <label htmlFor={id}>{t('admin.class.members.show')}</label>
        <select
          id={id}
          className="control"
          value={role}
          onChange={(event) => {
            setRole(event.target.value as (typeof roleFilters)[number]);
            setPage(1);
          }}
        >
          {roleFilters.map((option) => (
            <option key={option} value={option}>
              {t(`admin.class.members.filters.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryStatus query={members} loading={t('admin.class.members.loading')} errorText={(error) => errorText(error).message} />
      {members.data !== undefined && (
        <>
          <p className="admin-count">{t('admin.class.members.count', { count: members.data.total })}</p>
          {members.data.items.length > 0 && (
            <ul className="admin-users" aria-label={t('admin.class.members.listTitle')}>
              {members.data.items.map((member) => (
                <MemberRow key={member.userId} member={member} change={change} remove={remove} onDone={onDone} />
              ))}
            </ul>
          )}
          <AdminPagination label={t('admin.class.members.pagination')} page={members.data.page} pageCount={members.data.pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}

interface MemberRowProps {
  member: AdminClassMember;
  change: ReturnType<typeof useChangeClassMember>;
  remove: ReturnType<typeof useRemoveClassMember>;
  onDone: (said: string) => void;
}

function MemberRow({ member, change, remove, onDone }: MemberRowProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const name = usePersonName()(member.displayName);
  const next = otherRole(member.role);
  return (
    <li className="admin-users__row">
      <span className="admin-list__name">{name}</span>
      <span className="admin-users__detail">{member.email}</span>
      <span className={`admin-state admin-state--${member.role === 'TEACHER' ? 'available' : 'disabled'}`}>{t(`admin.class.members.role.${member.role}`)}</span>
      {member.deactivated && <span className="admin-state admin-state--disabled">{t('admin.users.deactivatedBadge')}</span>}
      <span className="admin-card__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-busy={change.isPending && change.variables.userId === member.userId}
          aria-label={t(`admin.class.members.makeNamed.${next}`, { name })}
          onClick={() =>
            !change.isPending &&
            change.mutate({ userId: member.userId, role: next }, { onSuccess: () => onDone(t(`admin.class.members.made.${next}`, { name })) })
          }
        >
          {t(`admin.class.members.make.${next}`)}
        </button>
        <button type="button" className="button button--ghost" aria-label={t('admin.class.members.removeNamed', { name })} onClick={() => setAsking(true)}>
          {t('admin.class.members.remove')}
        </button>
      </span>
      {change.isError && change.variables?.userId === member.userId && (
        <p className="alert alert--error" role="alert">
          {errorText(change.error).message}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('admin.class.members.removeTitle', { name })}
        description={<p>{t(`admin.class.members.removeText.${member.role}`, { name })}</p>}
        confirmLabel={t('admin.class.members.removeConfirm')}
        cancelLabel={t('admin.class.cancel')}
        busy={remove.isPending}
        error={asking && remove.isError ? errorText(remove.error).message : undefined}
        onConfirm={() => remove.mutate(member.userId, { onSuccess: () => onDone(t('admin.class.members.removed', { name })) })}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
