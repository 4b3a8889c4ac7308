import { credentialsFor } from '@espace/domain/login-identifier';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { FormField } from '../../../lib/forms/form-field';
import { PasswordField } from '../../../lib/forms/password-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { typedBeforeStart } from '../../../lib/server-rendered-screen';
import { useStaticRender } from '../../../lib/static-render';
import { useLogin } from '../api/login';
import { useEnterApp } from '../hooks/use-enter-app';
import { BusyButton } from '../../../lib/forms/busy-button';

const fields = ['identifier', 'password'] as const;

interface SignInFormProps {
  /** The identifier to start from (signing in again as the same user); else what was typed before the app ran. */
  identifier?: string | undefined;
  /** What a success does; by default the app opens at the last visited path. */
  onSignedIn?: (() => void) | undefined;
}

/**
 * The sign-in form. It checks its fields itself, in the page's language, and tells what is missing
 * under each field (noValidate: the browser's own bubble spoke the browser's language).
 */
export function SignInForm({ identifier: startingIdentifier, onSignedIn }: SignInFormProps = {}) {
  const { t } = useTranslation();
  const enterApp = useEnterApp();
  const errorText = useErrorText();
  const signIn = useLogin();
  // The server renders this form into /login: what was typed there before the app ran is kept.
  const [identifier, setIdentifier] = useState(() => startingIdentifier ?? typedBeforeStart('identifier'));
  const [password, setPassword] = useState(() => typedBeforeStart('password'));
  const staticRender = useStaticRender();
  const errorId = useId();
  const failure = signIn.isError ? errorText(signIn.error) : null;
  // A held-back sign-in is told how long it waits (Retry-After), in seconds under a minute, else in minutes.
  const waitSeconds = failure?.code === 'TOO_MANY_LOGIN_ATTEMPTS' && signIn.error instanceof ApiError ? signIn.error.retryAfterSeconds : undefined;
  const wait =
    waitSeconds === undefined
      ? null
      : waitSeconds < 60
        ? t('auth.signIn.retryInSeconds', { count: waitSeconds })
        : t('auth.signIn.retryInMinutes', { count: Math.ceil(waitSeconds / 60) });
  const feedback = useFormFeedback(fields);
  const rules = {
    identifier: identifier.trim() === '' ? t('auth.signIn.identifierRequired') : undefined,
    password: password === '' ? t('auth.signIn.passwordRequired') : undefined,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending || !feedback.attempt(fields.filter((field) => rules[field] !== undefined))) return;
    // A failure keeps both fields as typed (docs/product/errors.md#sign-in): only a success leaves the page.
    signIn.mutate(credentialsFor(identifier, password), { onSuccess: onSignedIn ?? enterApp });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} aria-describedby={failure ? errorId : undefined} noValidate>
      {failure && (
        <div className="alert alert--error" role="alert" id={errorId}>
          <p className="alert__title">{t('auth.signIn.failed')}</p>
          <p>{failure.message}</p>
          {wait && <p>{wait}</p>}
        </div>
      )}
      <FormField
        label={t('auth.signIn.identifier')}
        name="identifier"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        inputRef={feedback.register('identifier')}
        error={feedback.fieldError('identifier', rules.identifier)}
        onBlur={() => feedback.touch('identifier')}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <PasswordField
        label={t('auth.signIn.password')}
        name="password"
        autoComplete="current-password"
        required
        inputRef={feedback.register('password')}
        error={feedback.fieldError('password', rules.password)}
        onBlur={() => feedback.touch('password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <BusyButton className="button button--primary button--block" busy={signIn.isPending} disabled={staticRender}>
        {t('auth.signIn.submit')}
      </BusyButton>
    </form>
  );
}
