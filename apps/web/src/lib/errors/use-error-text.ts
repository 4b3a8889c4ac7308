import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { type NormalisedError, normaliseError } from './normalise-error';

/** Normalises an error with the texts of the current language. */
export function useErrorText(): (error: unknown) => NormalisedError {
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown) => normaliseError(error, (key) => (i18n.exists(key) ? t(key) : undefined)), [t, i18n]);
}
