import { useState } from 'react';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useDateTime } from '../../../lib/use-date-time';
import { useErasureRequests } from './admin-users-api';

/**
 * The account erasures learners asked for, waiting for an admin of the tenant (docs/privacy.md#erasure),
 * oldest first, each with the day it is due (one month: RGPD's limit); nothing when none waits.
 */
export function ErasureRequests({ administersTenant }: { administersTenant: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const requests = useErasureRequests(administersTenant);
  // When the screen opened: a request is late or not as of then.
  const [now] = useState(() => Date.now());
  if (requests.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorText(requests.error).message}
      </p>
    );
  }
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="admin-panel erasure-requests" aria-labelledby="erasure-requests">
      <h2 id="erasure-requests">{t('admin.users.erasureRequests.title', { count: items.length })}</h2>
      <p className="admin-intro">{t('admin.users.erasureRequests.intro')}</p>
      <ul className="admin-list">
        {items.map((request) => {
          const late = new Date(request.dueAt).getTime() < now;
          return (
            <li key={request.id}>
              <Link className="admin-list__name" to={paths.admin.user.getHref({ userId: request.userId })}>
                {request.displayName}
              </Link>
              <span className="admin-list__detail">{request.email}</span>
              <span className={late ? 'admin-list__detail erasure-requests__late' : 'admin-list__detail'}>
                {t(late ? 'admin.users.erasureRequests.late' : 'admin.users.erasureRequests.due', {
                  requestedAt: dateTime(request.requestedAt, ''),
                  dueAt: dateTime(request.dueAt, ''),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
