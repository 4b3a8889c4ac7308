import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryStatus } from '../../../components/query-status';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTenantSettings } from './tenant-settings-api';
import { AdminSections } from '../components/admin-sections';
import { SettingsImages } from './settings-images';
import { TenantSettingsForm } from './tenant-settings-form';
import '../components/admin.css';
import './tenant-settings.css';

/** The tenant's settings (docs/administration.md#settings): its name, colours, switches and legal texts. */
export function TenantSettingsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useTenantSettings();
  return (
    <div className="admin-page">
      <h1>{t('admin.settings.title')}</h1>
      <AdminSections />
      <p className="admin-intro">{t('admin.settings.intro')}</p>
      <QueryStatus query={settings} loading={t('admin.settings.loading')} errorText={(error) => errorText(error).message} />
      {/* Read once: a save answers the settings the form then starts from again, a reload the settings saved meanwhile. */}
      {settings.data !== undefined && <TenantSettingsForm read={settings.data} onReload={async () => (await settings.refetch()).data} />}
      {/* Apart from the form: an image is sent on its own, at once. */}
      {settings.data !== undefined && <SettingsImages />}
    </div>
  );
}
