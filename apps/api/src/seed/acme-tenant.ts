import { defaultRetention } from '@espace/domain/privacy/retention';
import { remindersOff } from '@espace/domain/notifications/reminder-settings';
import type { TenantSeed } from './seed-types';

const terms = { version: '2.1', date: '2026-02-01' };

/** A second tenant, English only, reached at acme.localhost. */
export const acmeTenant: TenantSeed = {
  alias: 'acme',
  name: 'Acme Learning',
  description: 'Second demonstration tenant',
  isDefault: false,
  hosts: { api: '/api/', backoffice: 'http://backoffice.acme.localhost:3001', certification: null, frontoffice: 'acme.localhost', lrs: null },
  metas: {
    colours: { primary: '#c2410c', secondary: '#1e293b', background: '#fffbeb', text: '#1c1917' },
    labels: { en: { 'home.subtitle': 'Your learning paths' } },
  },
  settings: {
    authentication: { internal: true, sso: false, invitationCode: false },
    certificationAccess: true,
    certificationType: 'Attestation',
    badgeCredentials: false,
    userCanSet: { firstname: true, lastname: true, email: false, username: false, birthday: true },
    simplePasswordForInvitation: false,
    allowContactTeacher: false,
    requireTermsAcceptance: true,
    locales: ['en'],
    legal: {
      cgu: { ...terms, content: '<h2>Terms of use</h2><p>Acme Learning provides online training to its employees and partners.</p>' },
      rgpd: { ...terms, content: '<h2>Data protection</h2><p>Your data is used only to follow your training.</p>' },
    },
    demoVideoUrl: null,
    // None: its accessibility page tells learners to ask their trainer.
    supportContact: null,
    // A help desk page: the footer's « Help » leads there.
    helpContact: 'https://help.acme.example/learning',
    lockZoomOnPhones: false,
    reminders: remindersOff,
    privacy: { accountErasure: 'request', ...defaultRetention },
  },
  assetFiles: { logo: 'logo.svg', favicon: 'favicon.svg' },
  roles: [{ name: 'admin', permissions: ['contexts:manage', 'users:manage'] }],
  companies: [{ key: 'acme-corp', name: 'Acme Corp' }],
  users: [
    {
      key: 'learner',
      email: 'learner@acme.test',
      username: 'liam.carter',
      password: 'Learner#2026',
      firstname: 'Liam',
      lastname: 'Carter',
      birthday: '1995-11-23',
      preferredLocale: 'en',
      acceptedTerms: { version: terms.version, at: '2026-02-10T09:00:00.000Z' },
      roles: [],
      companies: [{ company: 'acme-corp', role: 'STUDENT' }],
    },
  ],
  invitationCodes: [],
  programs: [
    { key: 'customer-care', contentPackage: 'acme-program' },
    { key: 'safety', contentPackage: 'acme-safety-program' },
  ],
  classes: [
    {
      name: 'Spring 2026 cohort',
      startAt: '2026-03-02T08:00:00.000Z',
      expireAt: '2027-06-30T21:59:59.000Z',
      programs: [{ program: 'customer-care', startAt: null, expireAt: null }],
      members: [{ user: 'learner', role: 'STUDENT', enrolledAt: '2026-02-20T10:00:00.000Z' }],
    },
    {
      name: 'Autumn 2026 cohort',
      startAt: '2026-09-07T07:00:00.000Z',
      expireAt: '2027-12-31T22:59:59.000Z',
      programs: [{ program: 'safety', startAt: null, expireAt: null }],
      members: [{ user: 'learner', role: 'STUDENT', enrolledAt: '2026-08-25T10:00:00.000Z' }],
    },
  ],
};
