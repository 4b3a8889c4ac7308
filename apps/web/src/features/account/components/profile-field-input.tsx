import type { ProfileField } from '@espace/domain/accounts/profile-rules';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormField } from '../../../lib/forms/form-field';

const inputAttributes: Record<ProfileField, { type: string; autoComplete: string }> = {
  lastname: { type: 'text', autoComplete: 'family-name' },
  firstname: { type: 'text', autoComplete: 'given-name' },
  username: { type: 'text', autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email' },
  birthday: { type: 'date', autoComplete: 'bday' },
};

interface Props {
  field: ProfileField;
  value: string;
  error: string | undefined;
  required: boolean;
  disabled?: boolean;
  /** Said under the field; a locked e-mail says why instead. */
  hint?: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  onChange: (value: string) => void;
}

/** One account field, labelled and typed for what it holds (the profile form and the required-data gate share it). */
export function ProfileFieldInput({ field, value, error, required, disabled = false, hint, inputRef, onBlur, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t(`account.${field}`)}
      name={field}
      {...inputAttributes[field]}
      value={value}
      required={required}
      disabled={disabled}
      hint={disabled ? t('account.emailLocked') : hint}
      error={error}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
