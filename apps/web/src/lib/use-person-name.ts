import { useTranslation } from './i18n/use-translation';

/**
 * A person's name as the API gives it, or « Compte anonymisé » for an account erased at its
 * owner's request: the API names it no more ('', docs/privacy.md#erasure), and a row, a link or a
 * heading without a name would be read as nothing at all.
 */
export function usePersonName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => (name.trim() === '' ? t('people.erased') : name);
}
