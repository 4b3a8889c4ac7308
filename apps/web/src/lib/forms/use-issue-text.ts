import type { PasswordIssue } from '@espace/domain/accounts/password-rules';
import type { ProfileField, ProfileIssue } from '@espace/domain/accounts/profile-rules';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** Where a password is asked for changes the words of the 'required' message (docs/product/accounts.md#password-rules). */
type PasswordContext = 'account' | 'new';

/**
 * The message of each rule a field breaks (docs/product/accounts.md#profile), from `validation.{field}.{issue}`.
 * The domain names the broken rule; only the app knows the words.
 */
export function useIssueText() {
  const { t } = useTranslation();
  const profile = useCallback((field: ProfileField, issue: ProfileIssue | undefined) => (issue ? t(`validation.${field}.${issue}`) : undefined), [t]);
  const password = useCallback(
    (issues: readonly PasswordIssue[], context: PasswordContext, simple = false) => {
      if (issues.length === 0) return undefined;
      return issues
        .map((issue) => {
          if (issue === 'required') return t(context === 'account' ? 'validation.password.required' : 'validation.password.requiredNew');
          if (issue === 'length' && simple) return t('validation.password.lengthSimple');
          return t(`validation.password.${issue}`);
        })
        .join(' ');
    },
    [t],
  );
  return { profile, password };
}
