import { useTranslation } from '../../../lib/i18n/use-translation';
import { useTenant } from '../tenant-context';

/** The tenant's logo, named after the tenant for screen readers. */
export function TenantLogo({ className }: { className?: string }) {
  const tenant = useTenant();
  const { t } = useTranslation();
  const src = tenant?.assets.logos.main;
  if (!src) return null;
  return <img className={className} src={src} alt={tenant?.name ?? t('app.name')} />;
}
