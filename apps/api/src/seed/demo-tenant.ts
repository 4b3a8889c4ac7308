import { defaultRetention } from '@espace/domain/privacy/retention';
import { remindersOff } from '@espace/domain/notifications/reminder-settings';
import { demoExtraClasses, demoLearnerHistory } from './learner-history';
import {
  customerCareClass,
  safetyClass,
  trainerDemoLearners,
  trainerDemoMembers,
  trainerDemoNotes,
  trainerDemoProgress,
  trainerDemoThreads,
} from './trainer-demo';
import type { TenantSeed, UserSeed } from './seed-types';

const terms = { version: '1.0', date: '2026-01-05' };

/** The class WELCOME-DEMO enrols into (README "Demo data"). */
const welcomeClass = 'Découverte — Relation client';

/** A user of the demo tenant: French, terms accepted on 10 January, no role unless given. */
const demoUser = (user: Omit<UserSeed, 'preferredLocale' | 'acceptedTerms' | 'roles'> & Partial<Pick<UserSeed, 'roles'>>): UserSeed => ({
  preferredLocale: 'fr',
  acceptedTerms: { version: terms.version, at: '2026-01-10T09:00:00.000Z' },
  roles: [],
  ...user,
});

/** The default tenant, in French and English. Credentials are documented in the README. */
export const demoTenant: TenantSeed = {
  alias: 'demo',
  name: 'Académie Démo',
  description: 'Tenant de démonstration',
  isDefault: true,
  hosts: { api: '/api/', backoffice: 'http://backoffice.localhost:3001', certification: null, frontoffice: 'localhost', lrs: null },
  metas: {
    colours: { primary: '#1d4ed8', secondary: '#0f766e', background: '#f8fafc', text: '#0f172a' },
    labels: { fr: { 'home.subtitle': 'Vos parcours de formation' } },
  },
  settings: {
    authentication: { internal: true, sso: false, invitationCode: true },
    certificationAccess: true,
    certificationType: 'Certificat',
    badgeCredentials: true,
    userCanSet: { firstname: true, lastname: true, email: true, username: false, birthday: true },
    simplePasswordForInvitation: false,
    allowContactTeacher: true,
    requireTermsAcceptance: true,
    locales: ['fr', 'en'],
    legal: {
      cgu: {
        ...terms,
        content: "<h2>Conditions générales d'utilisation</h2><p>L'Académie Démo met à votre disposition ses parcours de formation en ligne.</p>",
      },
      rgpd: { ...terms, content: '<h2>Protection des données</h2><p>Vos données servent uniquement au suivi de votre formation.</p>' },
    },
    demoVideoUrl: null,
    supportContact: 'accessibilite@demo.test',
    // An address: the footer's « Aide » writes to it.
    helpContact: 'aide@demo.test',
    lockZoomOnPhones: false,
    // Off, as acme: the browser tests read the demo learners' notifications as their own events make them.
    reminders: remindersOff,
    // Its users erase their account themselves (acme's ask its admins): the demo shows both ways.
    privacy: { accountErasure: 'self', ...defaultRetention },
  },
  assetFiles: { logo: 'logo.svg', favicon: 'favicon.svg' },
  roles: [{ name: 'admin', permissions: ['contexts:manage', 'users:manage'] }],
  companies: [{ key: 'demo-sa', name: 'Démo SA' }],
  users: [
    demoUser({
      key: 'learner',
      email: 'learner@demo.test',
      username: 'lea.martin',
      password: 'Learner#2026',
      firstname: 'Léa',
      lastname: 'Martin',
      birthday: '1998-04-12',
      companies: [{ company: 'demo-sa', role: 'STUDENT' }],
    }),
    demoUser({
      key: 'teacher',
      email: 'teacher@demo.test',
      username: 'thomas.bernard',
      password: 'Teacher#2026',
      firstname: 'Thomas',
      lastname: 'Bernard',
      birthday: '1985-09-30',
      companies: [{ company: 'demo-sa', role: 'TEACHER' }],
    }),
    demoUser({
      key: 'admin',
      email: 'admin@demo.test',
      username: 'alice.durand',
      password: 'Admin#2026',
      firstname: 'Alice',
      lastname: 'Durand',
      birthday: '1979-02-03',
      roles: ['admin'],
      companies: [],
    }),
    ...trainerDemoLearners,
  ],
  // Whoever tries the product by registering lands in a class with courses open now.
  invitationCodes: [{ code: 'WELCOME-DEMO', maxUses: 100, expiresAt: null, className: welcomeClass }],
  programs: [
    { key: 'customer-care', contentPackage: 'demo-program' },
    { key: 'safety', contentPackage: 'demo-safety-program' },
    { key: 'cmi5', contentPackage: 'demo-cmi5-program' },
    { key: 'scorm', contentPackage: 'demo-scorm-program' },
  ],
  classes: [
    {
      name: 'Printemps 2026 — Accueil client',
      startAt: '2026-03-02T08:00:00.000Z',
      expireAt: '2027-06-30T21:59:59.000Z',
      programs: [{ program: 'customer-care', startAt: null, expireAt: null }],
      members: [
        { user: 'learner', role: 'STUDENT', enrolledAt: '2026-02-20T10:00:00.000Z' },
        { user: 'teacher', role: 'TEACHER', enrolledAt: '2026-02-15T10:00:00.000Z' },
        ...(trainerDemoMembers[customerCareClass] ?? []),
      ],
    },
    {
      name: 'Automne 2026 — Sécurité',
      startAt: '2026-09-07T07:00:00.000Z',
      expireAt: '2027-12-31T22:59:59.000Z',
      programs: [{ program: 'safety', startAt: '2026-09-14T07:00:00.000Z', expireAt: null }],
      members: [
        { user: 'learner', role: 'STUDENT', enrolledAt: '2026-08-25T10:00:00.000Z' },
        { user: 'teacher', role: 'TEACHER', enrolledAt: '2026-08-20T10:00:00.000Z' },
        ...(trainerDemoMembers[safetyClass] ?? []),
      ],
    },
    ...demoExtraClasses,
    {
      // The class of WELCOME-DEMO's newcomers alone: the seeded learners' classes and rosters stay as they are.
      name: welcomeClass,
      startAt: '2026-01-05T08:00:00.000Z',
      expireAt: null,
      programs: [{ program: 'customer-care', startAt: null, expireAt: null }],
      members: [],
    },
  ],
  history: demoLearnerHistory,
  progress: trainerDemoProgress,
  logbookNotes: trainerDemoNotes,
  threads: trainerDemoThreads,
};
