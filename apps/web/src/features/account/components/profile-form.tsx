import type { Me } from '@espace/contracts/user';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues, type ProfileInput, type UserCanSet } from '@espace/domain/accounts/profile-rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { accountFieldOfCode } from '../../../lib/forms/account-field-of-code';
import { FormFailure } from '../../../lib/forms/form-failure';
import { PasswordField } from '../../../lib/forms/password-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useIssueText } from '../../../lib/forms/use-issue-text';
import { useUpdateMe } from '../api/update-me';
import { changedFields, editableFields, emailEditable, profileFields, profileValues } from '../profile-values';
import { ProfileFieldInput } from './profile-field-input';

const fields = [...profileFields, 'currentPassword', 'password'] as const;
type Field = (typeof fields)[number];
const fieldOfCode: Partial<Record<string, Field>> = {
  ...accountFieldOfCode,
  INVALID_CURRENT_PASSWORD: 'currentPassword',
  TOO_MANY_LOGIN_ATTEMPTS: 'currentPassword',
};
const today = () => new Date().toISOString().slice(0, 10);

export interface ProfileSettings {
  userCanSet: UserCanSet;
  simplePasswordForInvitation: boolean;
}

/** /me 'Mon profil': each field the tenant lets the user set, its rules checked on blur and on submit (docs/product/accounts.md#profile). */
export function ProfileForm({ me, settings }: { me: Me; settings: ProfileSettings }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const feedback = useFormFeedback(fields, fieldOfCode);
  const save = useUpdateMe();
  const [initial, setInitial] = useState(() => profileValues(me));
  const [values, setValues] = useState<ProfileInput>(initial);
  const [changingPassword, setChangingPassword] = useState(false);
  const [password, setPassword] = useState('');
  // A new password needs the current one: a session alone must not be enough to take the account.
  const [currentPassword, setCurrentPassword] = useState('');
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const checkboxId = useId();
  const editable = editableFields(me, settings.userCanSet);
  const visible = profileFields.filter((field) => settings.userCanSet[field]);
  const simple = settings.simplePasswordForInvitation && me.isFromInvitationCode;
  const issues = profileIssues(values, { canSet: editable, invitation: me.isFromInvitationCode, changing: new Set(visible), today: today() });
  const rules: Record<Field, string | undefined> = {
    lastname: issueText.profile('lastname', issues.lastname),
    firstname: issueText.profile('firstname', issues.firstname),
    username: issueText.profile('username', issues.username),
    email: issueText.profile('email', issues.email),
    birthday: issueText.profile('birthday', issues.birthday),
    currentPassword: changingPassword && currentPassword === '' ? t('account.currentPasswordRequired') : undefined,
    password: changingPassword ? issueText.password(passwordIssues(password, { simple, form: 'account' }), 'account', simple) : undefined,
  };

  function edit(field: Field, value: string) {
    if (field === 'password') setPassword(value);
    else if (field === 'currentPassword') setCurrentPassword(value);
    else setValues((previous) => ({ ...previous, [field]: value }));
    feedback.edited(field);
    setOutcome(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (save.isPending || !feedback.attempt(fields.filter((field) => rules[field] !== undefined))) return;
    const body = { ...changedFields(initial, values, editable), ...(changingPassword ? { password, currentPassword } : {}) };
    if (Object.keys(body).length === 0) return setOutcome('unchanged');
    // A failure leaves every typed value in place (docs/product/errors.md#forms).
    save.mutate(body, {
      onSuccess: (saved) => {
        const next = profileValues(saved);
        setInitial(next);
        setValues(next);
        setPassword('');
        setCurrentPassword('');
        setChangingPassword(false);
        feedback.reset();
        setOutcome('saved');
      },
      onError: feedback.refuse,
    });
  }

  const failure = feedback.failure?.error;
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div role="status">
        {outcome === 'saved' && (
          <div className="alert alert--success">
            <p className="alert__title">{t('account.saved.title')}</p>
            <p>{t('account.saved.message')}</p>
          </div>
        )}
        {outcome === 'unchanged' && <p className="alert alert--info">{t('account.unchanged')}</p>}
      </div>
      {failure && <FormFailure title={t('account.failed')} message={failure.title} />}
      {visible.map((field) => (
        <ProfileFieldInput
          key={field}
          field={field}
          value={values[field]}
          disabled={field === 'email' && !emailEditable(me)}
          required={field === 'username' ? me.isFromInvitationCode : field !== 'email' || !me.isFromInvitationCode}
          error={feedback.fieldError(field, rules[field])}
          inputRef={feedback.register(field)}
          onBlur={() => feedback.touch(field)}
          onChange={(value) => edit(field, value)}
        />
      ))}
      <div className="field field--check">
        <input id={checkboxId} type="checkbox" checked={changingPassword} onChange={(event) => setChangingPassword(event.target.checked)} />
        <label htmlFor={checkboxId}>{t('account.changePassword')}</label>
      </div>
      {changingPassword && (
        <PasswordField
          label={t('account.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          required
          value={currentPassword}
          inputRef={feedback.register('currentPassword')}
          error={feedback.fieldError('currentPassword', rules.currentPassword)}
          onBlur={() => feedback.touch('currentPassword')}
          onChange={(event) => edit('currentPassword', event.target.value)}
        />
      )}
      {changingPassword && (
        <PasswordField
          label={t('account.password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t(simple ? 'account.passwordHintSimple' : 'account.passwordHint')}
          value={password}
          inputRef={feedback.register('password')}
          error={feedback.fieldError('password', rules.password)}
          onBlur={() => feedback.touch('password')}
          onChange={(event) => edit('password', event.target.value)}
        />
      )}
      <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
        {t('account.submit')}
      </button>
    </form>
  );
}
