import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Whether a save was refused because someone saved the document meanwhile (412 STALE_VERSION). */
export const isStaleVersion = (error: unknown) => errorCodeOf(error) === 'STALE_VERSION';

/**
 * A save refused because someone saved meanwhile (docs/api.md#document-versions): said above the
 * form, which keeps what was typed, with the choice to start again from the saved version.
 */
export function StaleVersionAlert({ error, onReload, reloading }: { error: unknown; onReload: () => void; reloading: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { title, message } = errorText(error);
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{title}</p>
      <p>{message}</p>
      <p>
        <button type="button" className="button button--secondary" onClick={onReload} disabled={reloading} aria-busy={reloading}>
          {t('admin.version.reload')}
        </button>
      </p>
    </div>
  );
}
