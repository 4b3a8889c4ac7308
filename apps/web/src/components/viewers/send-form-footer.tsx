import * as Dialog from '@radix-ui/react-dialog';
import { useErrorText } from '../../lib/errors/use-error-text';
import { BusyButton } from '../../lib/forms/busy-button';

export interface SendFormFooterProps {
  /** The texts of this form: missing data, sent, cancel, send. */
  texts: { incomplete: string; sent: string; cancel: string; send: string };
  incomplete: boolean;
  send: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  /** Further reasons to keep the send button disabled (nothing to send…). */
  sendDisabled?: boolean;
}

/**
 * The end of a "send by mail" dialog form (contact a user, documents by
 * mail): the missing-data, failure and success messages of
 * docs/product/errors.md#contact-and-documents-by-mail, then
 * cancel and send.
 */
export function SendFormFooter({ texts, incomplete, send, sendDisabled = false }: SendFormFooterProps) {
  const errorText = useErrorText();
  return (
    <>
      {incomplete && (
        <p className="alert alert--error" role="alert">
          {texts.incomplete}
        </p>
      )}
      {send.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(send.error).message}
        </p>
      )}
      {send.isSuccess && (
        <p className="alert alert--info" role="status">
          {texts.sent}
        </p>
      )}
      <div className="app-dialog__actions">
        <Dialog.Close asChild>
          <button type="button" className="button button--secondary">
            {texts.cancel}
          </button>
        </Dialog.Close>
        <BusyButton className="button button--primary" busy={send.isPending} disabled={send.isSuccess || sendDisabled}>
          {texts.send}
        </BusyButton>
      </div>
    </>
  );
}
