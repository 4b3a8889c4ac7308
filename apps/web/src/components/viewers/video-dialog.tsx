import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ExternalVideo } from './external-video';
import { usableTitle } from './frame-title';
import './dialogs.css';
import { useReturnFocus } from '../focus/use-return-focus';
import { usePortalContainer } from '../portal/portal-container';

export interface VideoDialogProps {
  /** The link to play; the dialog is open while it is set. */
  url: string | null;
  title?: string | undefined;
  onClose: () => void;
}

/** A link of the video-sharing service played in a dialog (docs/product/screens-and-routes.md#windows). */
export function VideoDialog({ url, title, onClose }: VideoDialogProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  // Opened by a link of the text, by state: the focus goes back to that link when it closes.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={url !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content className="app-dialog app-dialog--wide video-dialog" aria-describedby={undefined} {...returnFocus}>
          {/* The link's words name the dialog, unless they are its address. */}
          <Dialog.Title className="app-dialog__title">{usableTitle(title) ?? t('viewers.video.dialog')}</Dialog.Title>
          {url !== null && <ExternalVideo url={url} title={title} />}
          <div className="app-dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--secondary">
                {t('viewers.window.close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
