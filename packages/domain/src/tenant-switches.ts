import { type ReminderSettings, remindersOff } from './notifications/reminder-settings';
import type { ErasureWay } from './privacy/erasure';
import { defaultRetention } from './privacy/retention';

/** What a tenant calls the document a certifying lesson earns; it names the certificates tab and the PDF. */
export const certificationTypes = ['Certificat', 'Attestation'] as const;
export type CertificationType = (typeof certificationTypes)[number];

/**
 * The most conservative choice for each of a tenant's switches (docs/product/accounts.md#tenant-switches): password sign-in only,
 * nothing a user may set, no optional feature. Each is its switch's default in contextSettingsSchema
 * (contracts/context.ts), which declares the shape; here, without zod, the web app's first screen
 * reads them while the tenant is unknown.
 */
export const conservativeTenantSwitches = {
  authentication: { internal: true, sso: false, invitationCode: false },
  certificationAccess: false,
  certificationType: 'Certificat' as CertificationType,
  badgeCredentials: false,
  userCanSet: { firstname: false, lastname: false, email: false, username: false, birthday: false },
  simplePasswordForInvitation: false,
  allowContactTeacher: false,
  requireTermsAcceptance: false,
  locales: ['fr', 'en'] as ('fr' | 'en')[],
  legal: { cgu: null, rgpd: null },
  demoVideoUrl: null,
  supportContact: null,
  helpContact: null,
  // Zoom stays allowed (WCAG 1.4.4): the lock (docs/product/screens-and-routes.md#small-screens) is a tenant's explicit choice.
  lockZoomOnPhones: false,
  // No automatic reminder: each rule is the tenant's choice (docs/trainers.md#automatic-reminders).
  reminders: remindersOff as ReminderSettings,
  // Users ask and an admin erases: erasing at once is the tenant's choice (docs/privacy.md#erasure).
  // Retention keeps the defaults (docs/privacy.md#retention): keeping less is the conservative side.
  privacy: { accountErasure: 'request' as ErasureWay, ...defaultRetention },
};
