import type { TenantSettings } from '@espace/contracts/admin-settings';
import { remindersOff } from '@espace/domain/notifications/reminder-settings';
import { defaultRetention } from '@espace/domain/privacy/retention';
import { learnerMe } from './fixtures';

/** The demo tenant's system admin, as users/me answers for them (docs/administration.md#who-administers). */
export const adminMe = {
  ...learnerMe,
  id: 'a1',
  _id: 'a1',
  firstname: 'Alice',
  lastname: 'Durand',
  displayName: 'Alice Durand',
  roles: ['admin'],
  classUsers: [],
  companyUsers: [],
};

/** The demo tenant's settings, as the administration reads them (GET /api/admin/settings). */
export const demoTenantSettings: TenantSettings = {
  name: 'Académie Démo',
  colours: { primary: '#1d4ed8', secondary: '#0f766e', background: '#f8fafc', text: '#0f172a' },
  labels: { fr: { 'home.subtitle': 'Vos parcours de formation' } },
  settings: {
    authentication: { internal: true, sso: false, invitationCode: true },
    userCanSet: { firstname: true, lastname: true, email: true, username: false, birthday: false },
    simplePasswordForInvitation: false,
    allowContactTeacher: true,
    certificationAccess: true,
    certificationType: 'Certificat',
    badgeCredentials: false,
    requireTermsAcceptance: true,
    locales: ['fr', 'en'],
    legal: { cgu: { version: '1.0', date: '2026-01-05', content: '<p>Conditions</p>' }, rgpd: null },
    demoVideoUrl: null,
    lockZoomOnPhones: false,
    supportContact: null,
    helpContact: null,
    reminders: remindersOff,
    privacy: { accountErasure: 'request', ...defaultRetention },
  },
  backofficeOrigin: 'http://backoffice.localhost:3001',
};
