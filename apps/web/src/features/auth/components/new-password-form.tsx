import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/errors/api-error';
import { FormFailure } from '../../../lib/forms/form-failure';
import { PasswordField } from '../../../lib/forms/password-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useIssueText } from '../../../lib/forms/use-issue-text';
import { useApplyPasswordReset } from '../api/password-reset';
import { BusyButton } from '../../../lib/forms/busy-button';

const fields = ['password'] as const;
const fieldOfCode = { INVALID_PASSWORD: 'password' } as const;

/** The link itself was refused (expired, used): the page shows the link messages instead of a form error. */
const linkRefused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The password rules of the reset form (docs/product/accounts.md#password-rules), checked as the user types (the field is trimmed on change) and on submit. */
/** Whose words the form speaks: a reset link's (a new password) or an invitation's (the first one). */
export type PasswordLinkTexts = 'reset' | 'welcome';

export function NewPasswordForm({
  token,
  texts = 'reset',
  onDone,
  onLinkRefused,
}: {
  token: string;
  texts?: PasswordLinkTexts;
  onDone: () => void;
  onLinkRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const feedback = useFormFeedback(fields, fieldOfCode);
  const apply = useApplyPasswordReset();
  const [password, setPassword] = useState('');
  const rule = issueText.password(passwordIssues(password, { simple: false, form: 'reset' }), 'new');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (apply.isPending || !feedback.attempt(rule ? ['password'] : [])) return;
    apply.mutate({ token, password }, { onSuccess: onDone, onError: (error) => (linkRefused(error) ? onLinkRefused(error) : feedback.refuse(error)) });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      {feedback.formFailure && <FormFailure title={t('auth.reset.failed')} message={feedback.formFailure.message} />}
      <PasswordField
        label={t(`auth.${texts}.password`)}
        name="password"
        autoComplete="new-password"
        required
        hint={t('auth.reset.hint')}
        inputRef={feedback.register('password')}
        value={password}
        error={feedback.fieldError('password', rule)}
        onChange={(event) => {
          setPassword(event.target.value.trim());
          // Live: the rules show from the first keystroke, not only after leaving the field.
          feedback.touch('password');
          feedback.edited('password');
        }}
      />
      <BusyButton className="button button--primary button--block" busy={apply.isPending}>
        {t(`auth.${texts}.submit`)}
      </BusyButton>
    </form>
  );
}
