import * as Dialog from '@radix-ui/react-dialog';
import { notifyFilesMessageMax } from '@espace/contracts/message-limits';
import { useMutation, useQueries } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { readUserId } from '../../lib/session-storage';
import { appFileQuery } from '../lesson-content/use-app-file';
import { FilePreviews } from './file-previews';
import { CLOSE_AFTER_SUCCESS_MS, notifyFiles } from './send-mail';
import { SendFormFooter } from './send-form-footer';
import { describedByOf, FieldHint } from '../../lib/forms/field-notes';
import './dialogs.css';
import { useReturnFocus } from '../focus/use-return-focus';
import { usePortalContainer } from '../portal/portal-container';

export interface DocumentsByMailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fileIds: readonly string[];
  /** Shown in a back-office preview: the files and the form, but sending is off. */
  previewOnly?: boolean;
}

/** Receive documents by e-mail: previews of the files, an optional message, send (docs/product/screens-and-routes.md#documents-by-mail-dialog). */
export function DocumentsByMailDialog({ open, onOpenChange, fileIds, previewOnly = false }: DocumentsByMailDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const files = useQueries({ queries: open ? fileIds.map(appFileQuery) : [] });
  const send = useMutation({ mutationFn: notifyFiles });
  const { reset, isSuccess } = send;
  const changeOpen = useCallback(
    (next: boolean) => {
      // A dialog opened again starts without the last outcome.
      if (!next) {
        reset();
        setIncomplete(false);
      }
      onOpenChange(next);
    },
    [onOpenChange, reset],
  );

  useEffect(() => {
    if (!isSuccess) return undefined;
    const timer = window.setTimeout(() => changeOpen(false), CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, changeOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Documents can be sent only if a user and at least one file exist (docs/product/accounts.md#documents-by-mail).
    if (readUserId() === null || fileIds.length === 0) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    send.mutate({ fileIds: [...fileIds], ...(message.trim() ? { message: message.trim() } : {}) });
  };

  const count = t('forms.characterCount', { count: message.length, max: notifyFilesMessageMax });
  const container = usePortalContainer();
  // Opened by its row's button: the focus goes back to it.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content className="app-dialog app-dialog--wide" {...returnFocus}>
          <Dialog.Title className="app-dialog__title">{t('viewers.documents.title')}</Dialog.Title>
          <Dialog.Description>{t('viewers.documents.intro')}</Dialog.Description>
          <form className="app-dialog__form" onSubmit={submit}>
            <FilePreviews label={t('viewers.documents.files')} files={files.map((query) => query.data)} />
            <div className="field">
              <label htmlFor={messageId}>{t('viewers.documents.message')}</label>
              <textarea
                id={messageId}
                rows={3}
                value={message}
                maxLength={notifyFilesMessageMax}
                aria-describedby={describedByOf(messageId, count, undefined)}
                onChange={(event) => setMessage(event.target.value)}
                disabled={send.isPending || send.isSuccess}
              />
              <FieldHint id={messageId} hint={count} />
            </div>
            {previewOnly ? <p className="alert alert--info">{t('viewers.documents.previewOnly')}</p> : null}
            <SendFormFooter
              texts={{
                incomplete: t('viewers.documents.incomplete'),
                sent: t('viewers.documents.sent'),
                cancel: t('viewers.documents.cancel'),
                send: t('viewers.documents.send'),
              }}
              incomplete={incomplete}
              send={send}
              sendDisabled={fileIds.length === 0 || previewOnly}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
