import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useStaticRender } from '../static-render';
import { FormField, type FormFieldProps } from './form-field';

/** A password input with a "show password" toggle, so a user can check what they typed. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'action'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const staticRender = useStaticRender();
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      action={(inputId) => (
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={shown}
          aria-controls={inputId}
          disabled={staticRender}
          onClick={() => setShown((value) => !value)}
        >
          {t('forms.showPassword')}
        </button>
      )}
    />
  );
}
