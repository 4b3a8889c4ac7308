import { credentialsFor } from '@espace/domain/login-identifier';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { readLastPath } from '../../../lib/session-storage';
import { useLogin } from '../api/login';

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const signIn = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = { identifier: useId(), password: useId(), error: useId() };
  const failure = signIn.isError ? errorText(signIn.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    signIn.mutate(credentialsFor(identifier, password), {
      onSuccess: () => void navigate(readLastPath() ?? '/', { replace: true }),
    });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} aria-describedby={failure ? ids.error : undefined}>
      {failure && (
        <div className="alert alert--error" role="alert" id={ids.error}>
          <p className="alert__title">{t('auth.signIn.failed')}</p>
          <p>{failure.message}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.identifier}>{t('auth.signIn.identifier')}</label>
        <input
          id={ids.identifier}
          name="identifier"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.password}>{t('auth.signIn.password')}</label>
        <div className="field__with-action">
          <input
            id={ids.password}
            name="password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="button" className="button button--ghost" aria-pressed={passwordShown} aria-controls={ids.password} onClick={() => setPasswordShown((shown) => !shown)}>
            {t('auth.signIn.showPassword')}
          </button>
        </div>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {t('auth.signIn.submit')}
      </button>
    </form>
  );
}
