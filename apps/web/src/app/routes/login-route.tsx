import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { LanguageSwitch } from '../../features/context/components/language-switch';
import { TenantLogo } from '../../features/context/components/tenant-logo';

export function Component() {
  return <SignInScreen logo={<TenantLogo />} languageSwitch={<LanguageSwitch />} />;
}
