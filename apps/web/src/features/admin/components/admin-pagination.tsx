import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * Previous and next under a paged list of the administration, with where the admin is; nothing when
 * the list holds one page. `label` names the list it pages (a page may hold two paged lists).
 */
export function AdminPagination({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pagination.previous')}
      </button>
      <p>{t('admin.pagination.pageOf', { page, count: pageCount })}</p>
      <button type="button" className="button button--secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('admin.pagination.next')}
      </button>
    </nav>
  );
}
