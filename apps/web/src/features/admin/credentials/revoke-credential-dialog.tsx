import { type IssuedCredential, REVOCATION_REASON_MAX } from '@espace/contracts/credentials';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useReturnFocus } from '../../../components/focus/use-return-focus';
import { usePortalContainer } from '../../../components/portal/portal-container';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { describedByOf, FieldError, FieldHint } from '../../../lib/forms/field-notes';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCertificationType } from '../components/certification-type';
import { useRevokeCredential } from './admin-credentials-api';
import { credentialContext } from './credential-context';
import '../../../components/viewers/dialogs.css';

interface RevokeCredentialDialogProps {
  /** The credential asked about; the dialog is open while there is one. */
  credential: IssuedCredential | null;
  onClose: () => void;
  /** Called with the credential as the server revoked it, once the list shows it. */
  onRevoked: (credential: IssuedCredential) => void;
  /** Where the focus goes on closing when « Révoquer », which opened it, is gone: the credential is revoked. */
  focusAfter: () => HTMLElement | null;
}

/**
 * « Révoquer ce certificat » (docs/credentials.md#revoking): whose certificate, what revoking does,
 * and the reason, required and at most 500 characters. An alertdialog, as every confirmation of
 * what cannot be undone; a refusal shows in it and leaves the reason as typed.
 */
export function RevokeCredentialDialog({ credential, onClose, onRevoked, focusAfter }: RevokeCredentialDialogProps) {
  const { t } = useTranslation();
  const context = useCertificationType();
  const container = usePortalContainer();
  // Opened from state rather than a Radix trigger: the focus goes back to what opened it by hand.
  const returnFocus = useReturnFocus(focusAfter);
  return (
    <Dialog.Root open={credential !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content role="alertdialog" className="app-dialog" {...returnFocus}>
          <Dialog.Title className="app-dialog__title">
            {t('admin.credentials.revokeDialog.title', { context: credential === null ? context : credentialContext(credential, context) })}
          </Dialog.Title>
          {/* One form per credential: what was typed for another is not carried over. */}
          {credential !== null && <RevokeForm key={credential.id} credential={credential} onRevoked={onRevoked} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RevokeForm({ credential, onRevoked }: { credential: IssuedCredential; onRevoked: (credential: IssuedCredential) => void }) {
  const { t } = useTranslation();
  const context = credentialContext(credential, useCertificationType());
  const errorText = useErrorText();
  const reasonId = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const revoke = useRevokeCredential();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const names = { name: credential.learner.name, course: credential.course };
  const reasonError = checked && reason.trim() === '' ? t('admin.credentials.revokeDialog.reasonRequired') : undefined;
  const count = t('forms.characterCount', { count: reason.length, max: REVOCATION_REASON_MAX });
  const failure = revoke.isError ? errorText(revoke.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (reason.trim() === '') {
      reasonField.current?.focus();
      return;
    }
    revoke.mutate({ credentialId: credential.id, reason: reason.trim() }, { onSuccess: onRevoked });
  }

  return (
    <>
      <Dialog.Description asChild>
        <div>
          <p>{t('admin.credentials.revokeDialog.which', { ...names, context })}</p>
          {/* A badge has no code: its name says which. */}
          {credential.code !== null && (
            <p>
              {t('admin.credentials.revokeDialog.code')} <code className="admin-code">{credential.code}</code>
            </p>
          )}
          <p>{t('admin.credentials.revokeDialog.consequence', { ...names, context })}</p>
        </div>
      </Dialog.Description>
      <form className="app-dialog__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={reasonId}>{t('admin.credentials.revokeDialog.reason')}</label>
          <textarea
            id={reasonId}
            ref={reasonField}
            rows={4}
            value={reason}
            required
            maxLength={REVOCATION_REASON_MAX}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedByOf(reasonId, count, reasonError)}
            onChange={(event) => {
              setReason(event.target.value);
              if (revoke.isError) revoke.reset();
            }}
            onBlur={() => setChecked(true)}
          />
          <FieldHint id={reasonId} hint={count} />
          <FieldError id={reasonId} error={reasonError} />
        </div>
        {failure && (
          <div className="alert alert--error" role="alert">
            <p className="alert__title">{failure.title}</p>
            <p>{failure.message}</p>
          </div>
        )}
        <div className="app-dialog__actions">
          <Dialog.Close asChild>
            <button type="button" className="button button--secondary">
              {t('admin.credentials.revokeDialog.cancel')}
            </button>
          </Dialog.Close>
          <BusyButton className="button button--primary" busy={revoke.isPending}>
            {t('admin.credentials.revokeDialog.confirm')}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
