import type { AuditEvent } from '@espace/contracts/admin';
import { auditKinds } from '@espace/domain/admin/audit-actions';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { type AuditLogFilters, useAuditLog } from '../api/audit-log-api';
import { AdminPagination } from './admin-pagination';
import { AdminSections } from './admin-sections';
import { auditChanges } from './audit-changes';
import { closingOf, openingOf } from './day-fields';
import '../../../components/staff/staff.css';
import './admin.css';
import { usePersonName } from '../../../lib/use-person-name';

/** Ids beside the names they belong to (userId beside user): the names say it to a reader. */
const idField = /Id$/;
/**
 * A field named by its path (`settings.privacy.accountErasure`): it may break after each dot, so a
 * long path wraps on a phone rather than widening the table (field names break between words only).
 */
const breakablePath = (path: string) => path.replaceAll('.', '.\u200b');

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const noFilter: AuditLogFilters = { page: 1, person: '', kind: '', from: '', to: '' };

/** The tenant's audit log (docs/administration.md#audit-log): who changed what, when, before and after; 50 a page, newest first, narrowed on the server. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<AuditLogFilters>(noFilter);
  const log = useAuditLog(filters);
  const filtered = filters.person !== '' || filters.kind !== '' || filters.from !== '' || filters.to !== '';
  return (
    <div className="admin-page">
      <h1>{t('admin.journal.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.journal.intro')}</p>
      <AuditLogFilterForm onApply={(applied) => setFilters({ ...applied, page: 1 })} />
      <QueryStatus query={log} loading={t('admin.journal.loading')} errorText={(error) => errorText(error).message} />
      <p className="admin-status" role="status">
        {log.data === undefined ? '' : filtered ? t('admin.journal.found', { count: log.data.total }) : ''}
      </p>
      {log.data?.total === 0 && <p>{t(filtered ? 'admin.journal.noneFound' : 'admin.journal.empty')}</p>}
      {log.data !== undefined && log.data.items.length > 0 && (
        <section className="admin-panel" aria-labelledby="journal-list">
          <h2 id="journal-list" className="visually-hidden">
            {t('admin.journal.list')}
          </h2>
          <ol className="staff-cards staff-cards--single">
            {log.data.items.map((event) => (
              <AuditEventItem key={event.id} event={event} />
            ))}
          </ol>
        </section>
      )}
      {log.data !== undefined && (
        <AdminPagination
          label={t('admin.journal.pagination')}
          page={log.data.page}
          pageCount={log.data.pageCount}
          onPage={(page) => setFilters((previous) => ({ ...previous, page }))}
        />
      )}
    </div>
  );
}

/** Who, what kind, which days (the admin's own, from the start of the first to the end of the last): applied together, on the server. */
function AuditLogFilterForm({ onApply }: { onApply: (filters: Omit<AuditLogFilters, 'page'>) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({ person: '', kind: '', from: '', to: '' });
  const change = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [field]: event.target.value }));
  const backwards = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (backwards) return;
    onApply({ person: draft.person.trim(), kind: draft.kind, from: openingOf(draft.from) ?? '', to: closingOf(draft.to) ?? '' });
  }
  function clear() {
    setDraft({ person: '', kind: '', from: '', to: '' });
    onApply({ person: '', kind: '', from: '', to: '' });
  }
  return (
    <form className="admin-panel admin-filters" onSubmit={submit} aria-label={t('admin.journal.filters')} noValidate>
      <div className="field">
        <label htmlFor={`${id}-person`}>{t('admin.journal.person')}</label>
        <input id={`${id}-person`} type="search" value={draft.person} maxLength={100} onChange={change('person')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('admin.journal.kind')}</label>
        <select id={`${id}-kind`} className="control" value={draft.kind} onChange={change('kind')}>
          <option value="">{t('admin.journal.anyKind')}</option>
          {auditKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.journal.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('admin.journal.from')}</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={change('from')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('admin.journal.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={change('to')}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? `${id}-to-error` : undefined}
        />
        {backwards && (
          <p className="field__error" id={`${id}-to-error`}>
            {t('admin.classes.form.endBeforeStart')}
          </p>
        )}
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary">
          {t('admin.journal.apply')}
        </button>
        <button type="button" className="button button--ghost" onClick={clear}>
          {t('admin.journal.clear')}
        </button>
      </div>
    </form>
  );
}

/**
 * One entry: a sentence for each action the bundle has words for (another, from a newer server, is
 * said generically), and what changed, each field by its name where the bundle has one.
 */
function AuditEventItem({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime();
  const personName = usePersonName();
  const actor = event.actor.id === null ? t('admin.journal.formerAccount', { name: event.actor.name }) : personName(event.actor.name);
  // Only a person's label is ever empty: an erased account's.
  const target = personName(event.target.label);
  // An owner erasing their own account is recorded by its id alone, named by no one (docs/privacy.md#erasure).
  const sentence =
    event.action === 'user.erased' && event.actor.id === event.target.id
      ? t('admin.journal.selfErased')
      : i18n.exists(`admin.journal.action.${event.action}`)
        ? t(`admin.journal.action.${event.action}`, { actor, target })
        : t('admin.journal.action.other', { actor, action: event.action, target });
  const value = (raw: unknown): string => {
    if (raw === undefined || raw === null || raw === '') return t('admin.journal.noValue');
    if (typeof raw === 'boolean') return t(raw ? 'admin.journal.yes' : 'admin.journal.no');
    if (typeof raw === 'string' && isoDate.test(raw)) return dateTime(raw, '');
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : JSON.stringify(raw);
  };
  const changes = auditChanges(event.before, event.after).filter((change) => !idField.test(change.field));
  return (
    <li className="staff-card">
      <p className="admin-event__when">
        <time dateTime={event.at}>{dateTime(event.at, '')}</time>
      </p>
      <p className="admin-event__what">{sentence}</p>
      {changes.length > 0 && (
        <table className="admin-changes">
          <caption className="visually-hidden">{t('admin.journal.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('admin.journal.changes')}</span>
              </th>
              {event.before !== null && <th scope="col">{t('admin.journal.before')}</th>}
              {event.after !== null && <th scope="col">{t('admin.journal.after')}</th>}
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">
                  {i18n.exists(`admin.journal.field.${change.field}`) ? t(`admin.journal.field.${change.field}`) : breakablePath(change.field)}
                </th>
                {event.before !== null && <td>{value(change.before)}</td>}
                {event.after !== null && <td>{value(change.after)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(event.before !== null || event.after !== null) && (
        <details className="admin-event__raw">
          <summary>{t('admin.journal.raw')}</summary>
          <pre>{JSON.stringify({ before: event.before, after: event.after }, null, 2)}</pre>
        </details>
      )}
    </li>
  );
}
