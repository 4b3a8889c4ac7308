import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCertificationType } from '../components/certification-type';
import { useRotateSigningKey } from './admin-credentials-api';

/**
 * « Clé de signature » (docs/credentials.md#keys): the number of the key that signs now, and a new one
 * on request, asked first. There is nothing to change before the first credential makes the first key.
 */
export function SigningKeyPanel({ signingKey }: { signingKey: number | null }) {
  const { t } = useTranslation();
  const context = useCertificationType();
  const errorText = useErrorText();
  const rotate = useRotateSigningKey();
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  return (
    <section className="admin-panel admin-credentials-key" aria-labelledby="credentials-key-title">
      <h2 id="credentials-key-title">{t('admin.credentials.key.title')}</h2>
      <p>{signingKey === null ? t('admin.credentials.key.none', { context }) : t('admin.credentials.key.current', { number: signingKey, context })}</p>
      {signingKey !== null && (
        <>
          <p className="admin-intro">{t('admin.credentials.key.why', { context })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSaid('');
              rotate.reset();
              setAsking(true);
            }}
          >
            {t('admin.credentials.key.rotate')}
          </button>
        </>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('admin.credentials.key.confirmTitle')}
        description={<p>{t('admin.credentials.key.confirmText', { context })}</p>}
        confirmLabel={t('admin.credentials.key.confirm')}
        cancelLabel={t('admin.credentials.key.cancel')}
        busy={rotate.isPending}
        error={
          rotate.isError ? (
            <p className="alert alert--error" role="alert">
              {errorText(rotate.error).message}
            </p>
          ) : undefined
        }
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (answer) => {
              setAsking(false);
              setSaid(t('admin.credentials.key.rotated', { number: answer.signingKey, context }));
            },
          })
        }
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
