import { useTranslation } from '../../lib/i18n/use-translation';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { LegalPage } from '../../features/legal/components/legal-page';

/** docs/product/screens-and-routes.md#legal-pages: /legal/mentions shows the legal key cgu, /legal/protection-des-donnees the key rgpd. Public. */
export function LegalRoute({ documentKey }: { documentKey: 'cgu' | 'rgpd' }) {
  const { t } = useTranslation();
  const { legal } = useFeatureSwitches();
  return <LegalPage title={t(`legal.${documentKey}`)} document={legal[documentKey]} languageSwitch={<LanguageSwitch />} />;
}
