import type { AuditEvent } from '@espace/contracts/admin';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDateTime } from '../../../lib/use-date-time';
import { useAuditLog } from '../api/admin-api';
import { AdminPagination } from './admin-pagination';
import { AdminSections } from './admin-sections';
import { auditChanges } from './audit-changes';
import '../../../components/staff/staff.css';
import './admin.css';

/** Ids beside the names they belong to (userId beside user): the names say it to a reader. */
const idField = /Id$/;
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
      {log.data !== undefined && <AdminPagination label={t('admin.journal.pagination')} page={log.data.page} pageCount={log.data.pageCount} onPage={setPage} />}
    </div>
  );
}

/**
 * One entry: a sentence for each action the bundle has words for (another, from a newer server, is
 * said generically), and what changed, each field by its name where the bundle has one.
 */
function AuditEventItem({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime();
  const actor = event.actor.id === null ? t('admin.journal.formerAccount', { name: event.actor.name }) : event.actor.name;
  const sentence = i18n.exists(`admin.journal.action.${event.action}`)
    ? t(`admin.journal.action.${event.action}`, { actor, target: event.target.label })
    : t('admin.journal.action.other', { actor, action: event.action, target: event.target.label });
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
                <th scope="row">{i18n.exists(`admin.journal.field.${change.field}`) ? t(`admin.journal.field.${change.field}`) : change.field}</th>
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
