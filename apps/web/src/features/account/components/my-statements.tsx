import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useDownloadMyStatements } from '../api/my-statements';
import { BusyButton } from '../../../lib/forms/busy-button';

/** My learning records alone (docs/xapi.md): what the activities recorded about me, downloaded as JSON; part of « Mes données ». */
export function MyStatements() {
  const { t } = useTranslation();
  const download = useDownloadMyStatements();
  const errorText = useErrorText();
  return (
    <section className="my-statements" aria-labelledby="my-statements-title">
      <h3 id="my-statements-title">{t('account.statements.title')}</h3>
      <p>{t('account.statements.explain')}</p>
      {download.isError && (
        <div className="alert alert--error" role="alert">
          <p>{errorText(download.error).message}</p>
        </div>
      )}
      <BusyButton
        type="button"
        className="button button--secondary"
        busy={download.isPending}
        onClick={() => download.mutate(t('account.statements.fileName'))}
      >
        {t('account.statements.download')}
      </BusyButton>
    </section>
  );
}
