import type { AuditEvent } from '@espace/contracts/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useAuditLog } from '../api/admin-api';
import { AdminSections } from './admin-sections';
import { auditChanges } from './audit-changes';
import '../../../components/staff/staff.css';
import './admin.css';

/** Actions the log has sentences for; another (from a newer server) is said generically. */
const knownActions = new Set([
  'settings.updated',
  'invitation-code.created',
  'invitation-code.disabled',
  'invitation-code.enabled',
  'user.deactivated',
  'user.reactivated',
  'user.admin-granted',
  'user.admin-removed',
  'user.password-reset-sent',
]);
/** Fields the log has names for; another is shown as it is named. */
const knownFields = new Set(['code', 'maxUses', 'expiresAt', 'disabled', 'admin', 'deactivated']);
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The tenant's audit log (docs/administration.md#audit-log): who changed what, when, before and after; 50 a page, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <div className="admin-page">
      <h1>{t('admin.journal.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.journal.intro')}</p>
      <QueryStatus query={log} loading={t('admin.journal.loading')} errorText={(error) => errorText(error).message} />
      {log.data?.total === 0 && <p>{t('admin.journal.empty')}</p>}
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
      {log.data !== undefined && log.data.pageCount > 1 && (
        <nav className="admin-pagination" aria-label={t('admin.journal.pagination')}>
          <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.journal.previous')}
          </button>
          <p>{t('admin.journal.pageOf', { page: log.data.page, count: log.data.pageCount })}</p>
          <button type="button" className="button button--secondary" disabled={page >= log.data.pageCount} onClick={() => setPage(page + 1)}>
            {t('admin.journal.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

function AuditEventItem({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const actor = event.actor.id === null ? t('admin.journal.formerAccount', { name: event.actor.name }) : event.actor.name;
  const sentence = knownActions.has(event.action)
    ? t(`admin.journal.action.${event.action}`, { actor, target: event.target.label })
    : t('admin.journal.action.other', { actor, action: event.action, target: event.target.label });
  const value = (raw: unknown): string => {
    if (raw === undefined || raw === null || raw === '') return t('admin.journal.noValue');
    if (typeof raw === 'boolean') return t(raw ? 'admin.journal.yes' : 'admin.journal.no');
    if (typeof raw === 'string' && isoDate.test(raw)) return dateTime(raw, '');
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : JSON.stringify(raw);
  };
  const changes = auditChanges(event.before, event.after);
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
                <th scope="row">{knownFields.has(change.field) ? t(`admin.journal.field.${change.field}`) : change.field}</th>
                {event.before !== null && <td>{value(change.before)}</td>}
                {event.after !== null && <td>{value(change.after)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
