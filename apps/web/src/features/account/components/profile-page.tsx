import type { Me } from '@espace/contracts/user';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarFeedSection } from './calendar-feed-section';
import { DisplaySection } from './display-section';
import { EmailVerificationStatus } from './email-verification-status';
import { MailPreferencesSection } from './mail-preferences-section';
import { MyDataSection } from './my-data-section';
import { ProfileForm, type ProfileSettings } from './profile-form';
import './account.css';

/** /me (docs/product/screens-and-routes.md#account). */
export function ProfilePage({ me, settings }: { me: Me; settings: ProfileSettings }) {
  const { t } = useTranslation();
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('account.title')}</h1>
      {/* A new address or step starts with its own state (no "sent" left from another). */}
      <EmailVerificationStatus key={`${me.email} ${me.pendingEmail?.email ?? ''} ${me.pendingEmail?.awaiting ?? ''}`} me={me} />
      <ProfileForm me={me} settings={settings} />
      <DisplaySection />
      <MailPreferencesSection />
      <CalendarFeedSection />
      <MyDataSection hasPassword={me.hasPassword} />
    </section>
  );
}
