import { useTranslation } from '../../../lib/i18n/use-translation';

/** Pagination only when there is more than one page (docs/product/screens-and-routes.md#home). */
export function ClassPagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('home.pagination.label')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('home.pagination.previous')}
      </button>
      <p aria-live="polite">{t('home.pagination.status', { page, pages })}</p>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('home.pagination.next')}
      </button>
    </nav>
  );
}
