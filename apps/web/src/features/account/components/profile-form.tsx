import type { Me } from '@espace/contracts/user';
import { passwordIssues } from '@espace/domain/accounts/password-rules';
import { profileIssues, type ProfileInput, type UserCanSet } from '@espace/domain/accounts/profile-rules';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { accountFieldOfCode } from '../../../lib/forms/account-field-of-code';
import { FormFailure } from '../../../lib/forms/form-failure';
import { PasswordField } from '../../../lib/forms/password-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useIssueText } from '../../../lib/forms/use-issue-text';
import { useUpdateMe } from '../api/update-me';
import { changedFields, editableFields, emailChanging, emailEditable, profileFields, profileValues, rebasedValues } from '../profile-values';
import { ProfileFieldInput } from './profile-field-input';
import { BusyButton } from '../../../lib/forms/busy-button';

const fields = [...profileFields, 'currentPassword', 'password'] as const;
type Field = (typeof fields)[number];
const fieldOfCode: Partial<Record<string, Field>> = {
  ...accountFieldOfCode,
  INVALID_CURRENT_PASSWORD: 'currentPassword',
  TOO_MANY_LOGIN_ATTEMPTS: 'currentPassword',
  // Only a new address mails from this form: too many links asked for show on it.
  TOO_MANY_REQUESTS: 'email',
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
  // The account changed under the form (a first answer kept from before, an address link used
  // elsewhere): the form follows it, keeping what the user typed.
  const [shownMe, setShownMe] = useState(me);
  if (me !== shownMe) {
    const account = profileValues(me);
    setShownMe(me);
    setInitial(account);
    setValues(rebasedValues(initial, values, account));
  }
  const [changingPassword, setChangingPassword] = useState(false);
  const [password, setPassword] = useState('');
  // A new password needs the current one: a session alone must not be enough to take the account.
  const [currentPassword, setCurrentPassword] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'saved'; pending: Me['pendingEmail'] } | { kind: 'unchanged' } | null>(null);
  const checkboxId = useId();
  const editable = editableFields(me, settings.userCanSet);
  const visible = profileFields.filter((field) => settings.userCanSet[field]);
  const simple = settings.simplePasswordForInvitation && me.isFromInvitationCode;
  // A new address, like a new password, needs the current password (docs/product/accounts.md#e-mail-address);
  // an account without one approves a new address from its current one instead.
  const changingEmail = emailChanging(initial, values, editable);
  const asksCurrentPassword = changingPassword || (me.hasPassword && changingEmail);
  const issues = profileIssues(values, { canSet: editable, invitation: me.isFromInvitationCode, changing: new Set(visible), today: today() });
  const rules: Record<Field, string | undefined> = {
    lastname: issueText.profile('lastname', issues.lastname),
    firstname: issueText.profile('firstname', issues.firstname),
    username: issueText.profile('username', issues.username),
    email: issueText.profile('email', issues.email),
    birthday: issueText.profile('birthday', issues.birthday),
    currentPassword:
      asksCurrentPassword && currentPassword === '' ? t(changingPassword ? 'account.currentPasswordRequired' : 'account.currentPasswordForEmail') : undefined,
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
    const body = {
      ...changedFields(initial, values, editable),
      ...(changingPassword ? { password } : {}),
      ...(asksCurrentPassword ? { currentPassword } : {}),
    };
    if (Object.keys(body).length === 0) return setOutcome({ kind: 'unchanged' });
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
        setOutcome({ kind: 'saved', pending: body.email === undefined ? null : saved.pendingEmail });
      },
      onError: feedback.refuse,
    });
  }

  const failure = feedback.failure?.error;
  const currentPasswordField = (
    <PasswordField
      label={t('account.currentPassword')}
      name="currentPassword"
      autoComplete="current-password"
      required
      hint={changingPassword ? undefined : t('account.currentPasswordEmailHint')}
      value={currentPassword}
      inputRef={feedback.register('currentPassword')}
      error={feedback.fieldError('currentPassword', rules.currentPassword)}
      onBlur={() => feedback.touch('currentPassword')}
      onChange={(event) => edit('currentPassword', event.target.value)}
    />
  );
  const emailHint = changingEmail ? t(me.hasPassword ? 'account.emailChangeHint' : 'account.emailApprovalHint') : undefined;
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <div role="status">
        {outcome?.kind === 'saved' && (
          <div className="alert alert--success">
            <p className="alert__title">{t('account.saved.title')}</p>
            <p>{t('account.saved.message')}</p>
            {/* Heard with the thanks; seen in the address's own box above the form. */}
            {outcome.pending?.awaiting === 'confirmation' && (
              <p className="visually-hidden">{t('account.saved.confirmation', { email: outcome.pending.email })}</p>
            )}
            {outcome.pending?.awaiting === 'approval' && <p className="visually-hidden">{t('account.saved.approval')}</p>}
          </div>
        )}
        {outcome?.kind === 'unchanged' && <p className="alert alert--info">{t('account.unchanged')}</p>}
      </div>
      {failure && <FormFailure title={t('account.failed')} message={failure.title} />}
      {visible.map((field) => (
        <Fragment key={field}>
          <ProfileFieldInput
            field={field}
            value={values[field]}
            disabled={field === 'email' && !emailEditable(me)}
            hint={field === 'email' ? emailHint : undefined}
            required={field === 'username' ? me.isFromInvitationCode : field !== 'email' || !me.isFromInvitationCode}
            error={feedback.fieldError(field, rules[field])}
            inputRef={feedback.register(field)}
            onBlur={() => feedback.touch(field)}
            onChange={(value) => edit(field, value)}
          />
          {/* Asked right under the address it protects; with a password change, beside the new password. */}
          {field === 'email' && asksCurrentPassword && !changingPassword && currentPasswordField}
        </Fragment>
      ))}
      <div className="field field--check">
        <input id={checkboxId} type="checkbox" checked={changingPassword} onChange={(event) => setChangingPassword(event.target.checked)} />
        <label htmlFor={checkboxId}>{t('account.changePassword')}</label>
      </div>
      {changingPassword && currentPasswordField}
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
      <BusyButton className="button button--primary" busy={save.isPending}>
        {t('account.submit')}
      </BusyButton>
    </form>
  );
}
