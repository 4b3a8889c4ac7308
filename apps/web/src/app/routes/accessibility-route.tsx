import { AccessibilityStatementPage } from '../../features/accessibility/components/accessibility-statement-page';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { useFeatureSwitches, useTenant } from '../../features/context/tenant-context';
import { appName } from '../../features/context/page-title';

/** /accessibilite (docs/accessibility.md): the statement, with the tenant's name and its accessibility contact. Public. */
export function Component() {
  const tenant = useTenant();
  const { supportContact } = useFeatureSwitches();
  return <AccessibilityStatementPage tenant={tenant?.name ?? appName} supportContact={supportContact} languageSwitch={<LanguageSwitch />} />;
}
