import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePortalContainer } from '../../../components/portal/portal-container';
import { useReturnFocus } from '../../../components/focus/use-return-focus';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { rememberPath } from '../../../lib/session-storage';
import { ssoLoginUrl } from '../api/sso';
import { leaveSignInAgain } from '../session-renewal';
import type { PortalSwitches } from './auth-portal';
import { SignInForm } from './sign-in-form';
import '../../../components/viewers/dialogs.css';
import './sign-in.css';

/** Nothing to do on success: the saved session itself ends the wait (session-renewal.ts) and this dialog goes. */
const staysOnThePage = () => undefined;

/**
 * Asks the user whose session the API refused to sign in again over the screen they were on
 * (docs/product/accounts.md#signing-in-again): the screen stays behind, its calls waiting. It
 * cannot be dismissed; "Changer de compte" leaves for /login. Single sign-on leaves the page too,
 * and comes back to it.
 */
export function SignInAgainDialog({ switches, contextId, identifier }: { switches: PortalSwitches; contextId: string | null; identifier: string | undefined }) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  const descriptionId = useId();
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus();
  const { pathname, search, hash } = useLocation();
  return (
    <Dialog.Root open>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="app-dialog__overlay" />
        <Dialog.Content
          ref={content}
          className="app-dialog sign-in-again"
          aria-describedby={descriptionId}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // The identifier is known: the password is what is asked.
            const password = identifier ? content.current?.querySelector<HTMLInputElement>('input[name="password"]') : null;
            if (!password) return;
            event.preventDefault();
            password.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          // Only signing in, or choosing to leave, ends it.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="app-dialog__title">{t('auth.signInAgain.title')}</Dialog.Title>
          <Dialog.Description id={descriptionId} className="sign-in-again__text">
            {t('auth.signInAgain.text')}
          </Dialog.Description>
          {switches.internal && <SignInForm identifier={identifier} onSignedIn={staysOnThePage} />}
          {switches.sso && contextId && (
            <a
              className="button button--secondary button--block"
              href={ssoLoginUrl(contextId)}
              // The provider sends the user back to the app, which opens at the last visited path: this one.
              onClick={() => rememberPath(`${pathname}${search}${hash}`)}
            >
              {t('auth.portal.sso')}
            </a>
          )}
          <button type="button" className="button button--ghost button--block" onClick={leaveSignInAgain}>
            {t('auth.signInAgain.otherAccount')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
