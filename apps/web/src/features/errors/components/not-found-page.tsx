import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { NotFoundIllustration } from './not-found-illustration';
import './status-page.css';
import { paths } from '../../../lib/paths';

/** /404 (docs/product/screens-and-routes.md#error-pages): an image and a back-to-dashboard button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="status-page" id="main-content" tabIndex={-1}>
      <NotFoundIllustration label={t('notFound.illustration')} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <button type="button" className="button button--primary" onClick={() => void navigate(paths.home.getHref())}>
        {t('notFound.back')}
      </button>
    </main>
  );
}
