import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import './status-page.css';
import { paths } from '../../../lib/paths';

/** /403 'Restricted access' (docs/product/screens-and-routes.md#error-pages): where embedded (session, correction) routes send users they refuse. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="status-page" id="main-content" tabIndex={-1}>
      <h1>{t('forbidden.title')}</h1>
      <p>{t('forbidden.message')}</p>
      <button type="button" className="button button--secondary" onClick={() => void navigate(paths.home.getHref())}>
        {t('forbidden.back')}
      </button>
    </main>
  );
}
