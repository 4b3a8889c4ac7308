import { profileIssues } from '@espace/domain/accounts/profile-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/errors/api-error';
import { FormFailure } from '../../../lib/forms/form-failure';
import { FormField } from '../../../lib/forms/form-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useIssueText } from '../../../lib/forms/use-issue-text';
import { useRequestPasswordReset } from '../api/password-reset';
import { BusyButton } from '../../../lib/forms/busy-button';

const fields = ['email'] as const;
const emailRule = {
  canSet: { lastname: true, firstname: true, username: true, email: true, birthday: true },
  invitation: false,
  changing: new Set(['email'] as const),
};

/** Any answer from the API means "asked": the screen must not tell known addresses from unknown ones. */
const reachedTheServer = (error: unknown) => error instanceof ApiError && error.status > 0 && error.status < 500;

/** Asks for a reset link by mail (/login's recover and /reset/: docs/product/screens-and-routes.md#password-reset). */
export function RecoverForm() {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const feedback = useFormFeedback(fields);
  const send = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const rule = issueText.profile('email', profileIssues({ email }, emailRule).email);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || !feedback.attempt(rule ? ['email'] : [])) return;
    setSent(false);
    send.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSent(true),
        onError: (error) => (reachedTheServer(error) ? setSent(true) : feedback.refuse(error)),
      },
    );
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      <p>{t('auth.recover.intro')}</p>
      {feedback.formFailure && <FormFailure title={feedback.formFailure.title} message={feedback.formFailure.message} />}
      <FormField
        label={t('auth.recover.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        inputRef={feedback.register('email')}
        value={email}
        error={feedback.fieldError('email', rule)}
        onBlur={() => feedback.touch('email')}
        onChange={(event) => setEmail(event.target.value)}
      />
      <BusyButton className="button button--primary button--block" busy={send.isPending}>
        {t('auth.recover.submit')}
      </BusyButton>
      <div role="status" className={sent ? 'alert alert--info' : undefined}>
        {sent && <p>{t('auth.recover.sent')}</p>}
      </div>
    </form>
  );
}
