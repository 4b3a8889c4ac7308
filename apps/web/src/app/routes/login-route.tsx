import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';
import { useFeatureSwitches, useTenant } from '../../features/context/tenant-context';

export function Component() {
  const { authentication, simplePasswordForInvitation } = useFeatureSwitches();
  const contextId = useTenant()?.id ?? null;
  return (
    <SignInScreen
      logo={<TenantLogo />}
      languageSwitch={<LanguageSwitch />}
      switches={{ ...authentication, simplePasswordForInvitation }}
      contextId={contextId}
    />
  );
}
