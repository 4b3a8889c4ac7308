import type { AdminRetention } from '@espace/contracts/privacy';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useDateTime } from '../../../lib/use-date-time';
import { usePersonName } from '../../../lib/use-person-name';

const columns = ['person', 'email', 'lastActiveAt', 'warnedAt', 'anonymisedOn'] as const;
type Column = (typeof columns)[number];

/**
 * The accounts warned that they will be anonymised for their inactivity, soonest first: who, the
 * address the mail went to (or that none did), and when each was last used, warned and anonymised.
 * The server lists the first ones only: how many there are in all is said above them.
 */
export function WarnedAccounts({ notices, noticeCount }: Pick<AdminRetention, 'notices' | 'noticeCount'>) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const personName = usePersonName();
  const column = (name: Column) => t(`admin.personalData.warned.column.${name}`);
  const date = (iso: string) => <time dateTime={iso}>{dateTime(iso, '')}</time>;
  return (
    <>
      <h3>{t('admin.personalData.warned.title')}</h3>
      {notices.length === 0 ? (
        <p>{t('admin.personalData.warned.none')}</p>
      ) : (
        <>
          <p className="admin-intro">{t('admin.personalData.warned.intro')}</p>
          {noticeCount > notices.length && <p className="admin-count">{t('admin.personalData.warned.count', { count: noticeCount, shown: notices.length })}</p>}
          <table className="admin-table">
            <caption className="visually-hidden">{t('admin.personalData.warned.caption')}</caption>
            <thead>
              <tr>
                {columns.map((name) => (
                  <th key={name} scope="col">
                    {column(name)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {notices.map((notice) => (
                <tr key={notice.userId}>
                  <th scope="row" data-label={column('person')}>
                    <Link to={paths.admin.user.getHref({ userId: notice.userId })}>{personName(notice.displayName)}</Link>
                  </th>
                  <td data-label={column('email')}>
                    {notice.email === '' ? (
                      t('admin.personalData.warned.noAddress')
                    ) : (
                      // One block beside the column's name on a phone, however many lines.
                      <div>
                        <span className="admin-table__line">{notice.email}</span>
                        {!notice.mailed && <span className="admin-table__note">{t('admin.personalData.warned.notMailed')}</span>}
                      </div>
                    )}
                  </td>
                  <td data-label={column('lastActiveAt')}>{date(notice.lastActiveAt)}</td>
                  <td data-label={column('warnedAt')}>{date(notice.warnedAt)}</td>
                  <td data-label={column('anonymisedOn')}>{date(notice.anonymisedOn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
