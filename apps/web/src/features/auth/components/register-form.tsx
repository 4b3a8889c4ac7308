import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues } from '@espace/domain/accounts/profile-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { accountFieldOfCode } from '../../../lib/forms/account-field-of-code';
import { FormFailure } from '../../../lib/forms/form-failure';
import { FormField } from '../../../lib/forms/form-field';
import { PasswordField } from '../../../lib/forms/password-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useIssueText } from '../../../lib/forms/use-issue-text';
import { useRegister } from '../api/register';
import { useEnterApp } from '../hooks/use-enter-app';
import { BusyButton } from '../../../lib/forms/busy-button';

const fields = ['invitationCode', 'username', 'email', 'password', 'confirmation'] as const;
type Field = (typeof fields)[number];
const fieldOfCode: Partial<Record<string, Field>> = {
  ...accountFieldOfCode,
  INVALID_INVITATION_CODE: 'invitationCode',
};
// The registration form always sets its username and e-mail, whatever the profile switches say later.
const accountRule = {
  canSet: { lastname: true, firstname: true, username: true, email: true, birthday: true },
  invitation: true,
  changing: new Set(['username', 'email'] as const),
};

/** Registration with an invitation code (docs/product/accounts.md#registration): username required, e-mail optional (confirmed by its link), simple password when the tenant allows it. */
export function RegisterForm({ simplePassword }: { simplePassword: boolean }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const feedback = useFormFeedback(fields, fieldOfCode);
  const register = useRegister();
  const enterApp = useEnterApp();
  const [values, setValues] = useState<Record<Field, string>>({ invitationCode: '', username: '', email: '', password: '', confirmation: '' });
  const profile = profileIssues(values, accountRule);
  const rules: Record<Field, string | undefined> = {
    invitationCode: values.invitationCode.trim() === '' ? t('validation.invitationCode.required') : undefined,
    username: issueText.profile('username', profile.username),
    email: issueText.profile('email', profile.email),
    password: issueText.password(passwordIssues(values.password, { simple: simplePassword, form: 'account' }), 'new', simplePassword),
    confirmation: values.confirmation === values.password ? undefined : t('validation.password.mismatch'),
  };

  const field = (name: Field) => ({
    name,
    required: name !== 'email',
    value: values[name],
    inputRef: feedback.register(name),
    error: feedback.fieldError(name, rules[name]),
    onBlur: () => feedback.touch(name),
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      feedback.edited(name);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending || !feedback.attempt(fields.filter((name) => rules[name] !== undefined))) return;
    const email = values.email.trim();
    const body = { invitationCode: values.invitationCode.trim(), username: values.username.trim(), password: values.password, ...(email ? { email } : {}) };
    register.mutate(body, { onSuccess: enterApp, onError: feedback.refuse });
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate>
      <p>{t('auth.register.intro')}</p>
      {feedback.formFailure && <FormFailure title={t('auth.register.failed')} message={feedback.formFailure.message} />}
      <FormField label={t('auth.register.code')} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} {...field('invitationCode')} />
      <FormField label={t('auth.register.username')} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
      <FormField label={t('auth.register.email')} type="email" autoComplete="email" hint={t('auth.register.emailHint')} {...field('email')} />
      <PasswordField
        label={t('auth.register.password')}
        autoComplete="new-password"
        hint={t(simplePassword ? 'auth.register.passwordHintSimple' : 'auth.register.passwordHint')}
        {...field('password')}
      />
      <PasswordField label={t('auth.register.confirmation')} autoComplete="new-password" {...field('confirmation')} />
      <BusyButton className="button button--primary button--block" busy={register.isPending}>
        {t('auth.register.submit')}
      </BusyButton>
    </form>
  );
}
