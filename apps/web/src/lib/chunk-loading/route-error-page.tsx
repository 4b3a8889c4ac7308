import { useTranslation } from '../i18n/use-translation';
import { useRouteError } from 'react-router';
import { useErrorText } from '../errors/use-error-text';
import { asChunkLoadError } from './chunk-load-error';

/**
 * The root route's error element. A chunk that did not load (docs/product/errors.md#chunk-load-failures) says which
 * and why; any other error shows the UNDEFINED texts. Both offer a reload, which
 * fetches the current build again.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const routeError = useRouteError();
  const chunkError = asChunkLoadError(routeError);
  // Other errors carry no code meant for learners (a render TypeError is not "invalid data").
  const text = errorText(chunkError ?? { code: 'UNDEFINED' });
  return (
    <main className="page-status route-error" id="main-content" tabIndex={-1}>
      <div className="alert alert--error" role="alert">
        <h1>{text.title}</h1>
        <p>{text.message}</p>
        {chunkError && <p>{t('chunkLoading.detail', { chunk: chunkError.chunk, reason: t(`chunkLoading.reason.${chunkError.reason}`) })}</p>}
      </div>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('chunkLoading.reload')}
      </button>
    </main>
  );
}
