import type { SupportedLocale } from '@espace/domain/locale';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { loadAppLanguages } from './i18n';
import { useTranslation } from './use-translation';

/**
 * The app bundle's texts in each of `locales` at once, whatever the reader's language (a preview of
 * what learners read in theirs): one `t` a language, once their bundles are loaded; undefined until
 * then, or when one cannot be.
 */
export function useTranslationsIn<Locale extends SupportedLocale>(locales: readonly Locale[]): Record<Locale, TFunction<'translation'>> | undefined {
  const { i18n } = useTranslation();
  const wanted = locales.join(' ');
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadAppLanguages(wanted.split(' ') as Locale[]).then(
      () => current && setLoaded(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (loaded !== wanted) return undefined;
  return Object.fromEntries(locales.map((locale) => [locale, i18n.getFixedT(locale, 'translation')])) as Record<Locale, TFunction<'translation'>>;
}
