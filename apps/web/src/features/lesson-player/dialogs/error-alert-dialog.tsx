import type { NormalisedError } from '../../../lib/errors/normalise-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

/** Lesson page errors (docs/product/errors.md#lesson-page): an error-style alert with the code's title and message, and an OK (or the code's own) button. */
export function ErrorAlertDialog({ error, onClose }: { error: NormalisedError | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerDialog
      open={error !== null}
      role="alertdialog"
      title={error?.title ?? ''}
      onDismiss={onClose}
      className="player-dialog--error"
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {error?.button ?? t('lessonPlayer.alert.ok')}
        </button>
      }
    >
      <p>{error?.message}</p>
    </PlayerDialog>
  );
}
