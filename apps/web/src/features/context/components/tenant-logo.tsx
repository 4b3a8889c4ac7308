import { useTranslation } from '../../../lib/i18n/use-translation';
import { useTenant } from '../tenant-context';

/** The tenant's logo, named after the tenant for screen readers; on a light plate in the dark theme (styles/global.css `.tenant-logo`). */
export function TenantLogo({ className }: { className?: string }) {
  const tenant = useTenant();
  const { t } = useTranslation();
  const src = tenant?.assets.logos.main;
  if (!src) return null;
  return <img className={className === undefined ? 'tenant-logo' : `tenant-logo ${className}`} src={src} alt={tenant?.name ?? t('app.name')} />;
}
