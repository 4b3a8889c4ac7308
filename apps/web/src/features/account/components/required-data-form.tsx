import type { Me } from '@espace/contracts/user';
import type { RequiredDataItem } from '@espace/domain/accounts/required-data';
import { profileIssues, type ProfileField, type UserCanSet } from '@espace/domain/accounts/profile-rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormFailure } from '../../../lib/forms/form-failure';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useIssueText } from '../../../lib/forms/use-issue-text';
import { useCompleteRequiredData } from '../api/update-me';
import { changedFields, profileValues } from '../profile-values';
import { ProfileFieldInput } from './profile-field-input';
import { BusyButton } from '../../../lib/forms/busy-button';
import './account.css';

const fields = ['lastname', 'firstname', 'birthday', 'terms'] as const;
type Field = (typeof fields)[number];
const today = () => new Date().toISOString().slice(0, 10);

export interface RequiredDataFormProps {
  me: Me;
  missing: readonly RequiredDataItem[];
  termsVersion: string | null;
  /** What opens the terms to read them without leaving the form (the caller composes the legal feature's dialog). */
  termsReader: ReactNode;
}

/**
 * Required data after sign-in (docs/product/accounts.md#required-data): asks for exactly what is missing
 * (names, birthday, acceptance of the current terms) before anything else opens.
 */
export function RequiredDataForm({ me, missing, termsVersion, termsReader }: RequiredDataFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const feedback = useFormFeedback(fields);
  const complete = useCompleteRequiredData();
  const [initial] = useState(() => profileValues(me));
  const [values, setValues] = useState(initial);
  const [accepted, setAccepted] = useState(false);
  const termsId = useId();
  const termsErrorId = useId();
  const asked = missing.filter((item): item is Exclude<RequiredDataItem, 'terms'> => item !== 'terms');
  const askTerms = missing.includes('terms') && termsVersion !== null;
  const canSet: UserCanSet = {
    lastname: false,
    firstname: false,
    username: false,
    email: false,
    birthday: false,
    ...Object.fromEntries(asked.map((field) => [field, true])),
  };
  const issues = profileIssues(values, { canSet, invitation: me.isFromInvitationCode, changing: new Set<ProfileField>(asked), today: today() });
  const rules: Record<Field, string | undefined> = {
    lastname: issueText.profile('lastname', issues.lastname),
    firstname: issueText.profile('firstname', issues.firstname),
    birthday: issueText.profile('birthday', issues.birthday),
    terms: askTerms && !accepted ? t('validation.terms.required') : undefined,
  };
  const termsError = feedback.fieldError('terms', rules.terms);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete.isPending || !feedback.attempt(fields.filter((field) => rules[field] !== undefined))) return;
    complete.mutate({ profile: changedFields(initial, values, canSet), termsVersion: askTerms ? termsVersion : null }, { onError: feedback.refuse });
  }

  return (
    <section className="profile-page" aria-labelledby="gate-title">
      <h1 id="gate-title">{t('gate.title')}</h1>
      <p>{t('gate.intro')}</p>
      <form className="profile-form" onSubmit={submit} noValidate>
        {feedback.failure && <FormFailure title={t('gate.failed')} message={feedback.failure.error.title} />}
        {asked.map((field) => (
          <ProfileFieldInput
            key={field}
            field={field}
            value={values[field]}
            required
            error={feedback.fieldError(field, rules[field])}
            inputRef={feedback.register(field)}
            onBlur={() => feedback.touch(field)}
            onChange={(value) => {
              setValues((previous) => ({ ...previous, [field]: value }));
              feedback.edited(field);
            }}
          />
        ))}
        {askTerms && (
          <div className="field">
            <div className="field--check">
              <input
                id={termsId}
                type="checkbox"
                required
                ref={feedback.register('terms')}
                checked={accepted}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? termsErrorId : undefined}
                onChange={(event) => setAccepted(event.target.checked)}
              />
              <label htmlFor={termsId}>{t('gate.terms', { version: termsVersion })}</label>
            </div>
            {termsReader}
            {termsError && (
              <p className="field__error" id={termsErrorId}>
                {termsError}
              </p>
            )}
          </div>
        )}
        <BusyButton className="button button--primary" busy={complete.isPending}>
          {t('gate.submit')}
        </BusyButton>
      </form>
    </section>
  );
}
