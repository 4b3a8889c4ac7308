import type { Context } from '@espace/contracts/context';
import type { BadgeCredential, CredentialVerification } from '@espace/contracts/credentials';
import type { AppFile } from '@espace/contracts/files';
import type { Me } from '@espace/contracts/user';
import { remindersOff } from '@espace/domain/notifications/reminder-settings';
import { defaultRetention } from '@espace/domain/privacy/retention';

/** The seeded demo tenant (see the shared facts), as GET contexts/current answers it. */
export const demoContext: Context = {
  id: 'demo',
  alias: 'demo',
  name: 'Académie Démo',
  description: null,
  hosts: { api: '/api/', backoffice: 'http://backoffice.localhost:3001', certification: null, frontoffice: 'localhost:3000', lrs: null },
  assets: {
    logos: { main: '/api/contexts/demo/assets/logo.svg', small: null },
    favicon: '/api/contexts/demo/assets/favicon.svg',
    splashScreens: [],
    touchIcons: [],
    signature: null,
  },
  metas: { colours: { primary: '#1d4ed8' }, labels: { fr: { 'home.subtitle': 'Vos parcours de formation' } } },
  settings: {
    authentication: { internal: true, sso: false, invitationCode: true },
    certificationAccess: true,
    certificationType: 'Certificat',
    badgeCredentials: false,
    userCanSet: { firstname: true, lastname: true, email: true, username: false, birthday: true },
    simplePasswordForInvitation: false,
    allowContactTeacher: true,
    requireTermsAcceptance: true,
    locales: ['fr', 'en'],
    legal: {
      cgu: { version: '1.0', date: '2026-01-05', content: '<h2>Conditions générales d’utilisation</h2><p>Texte.</p>' },
      rgpd: { version: '1.0', date: '2026-01-05', content: '<h2>Protection des données</h2><p>Texte.</p>' },
    },
    demoVideoUrl: null,
    lockZoomOnPhones: false,
    supportContact: null,
    helpContact: null,
    reminders: remindersOff,
    privacy: { accountErasure: 'request', ...defaultRetention },
  },
};

export const learnerMe: Me = {
  _id: 'u1',
  id: 'u1',
  username: 'lea.martin',
  firstname: 'Léa',
  lastname: 'Martin',
  avatarId: null,
  email: 'learner@demo.test',
  emailVerified: true,
  pendingEmail: null,
  hasPassword: true,
  birthday: '1998-04-12',
  legal: { cguAcceptedVersion: '1.0', cguAcceptedAt: '2026-01-10T09:00:00.000Z' },
  supportGroups: [],
  scoring: {},
  contributionLevel: 0,
  isFromInvitationCode: false,
  donePageCount: { global: 0 },
  timeAlive: { global: 0 },
  roles: [],
  permissions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  displayName: 'Léa Martin',
  domain: 'public',
  classUsers: [],
  companyUsers: [{ companyId: 'c1', role: 'STUDENT' }],
  preferredLocale: null,
  tincanIdentifier: 'u1',
  contextId: 'demo',
};

/** A file's metadata as GET files/{id} answers it; a case gives what it is about. */
export const appFile = (file: Pick<AppFile, 'id' | 'name' | 'fileType'> & Partial<AppFile>): AppFile => ({
  type: 'x',
  size: 1,
  libraryId: null,
  ownerId: null,
  alt: null,
  transcript: null,
  hasCaptions: false,
  ...file,
});

/** A badge of the learner as their list gives it (docs/credentials.md#badges): « Or — Vente ». */
export const badgeCredential = (id: string, overrides: Partial<BadgeCredential> = {}): BadgeCredential => ({
  id,
  kind: 'job',
  subject: 'Vente',
  level: 'gold',
  name: 'Or — Vente',
  earnedAt: '2026-05-04T10:00:00.000Z',
  revokedAt: null,
  sharePath: `/credentials/${id}`,
  documentUrl: `/api/credentials/${id}.json`,
  ...overrides,
});

/** A credential of this portal as its checks give it, valid: a certificate's, or a badge's (achievementType `Badge`). */
export const credentialVerification = (
  type: 'Certificate' | 'Badge' = 'Certificate',
  overrides: Partial<CredentialVerification> = {},
): CredentialVerification => ({
  outcome: 'valid',
  checks: { signature: 'valid', status: 'active', dates: 'valid', issuer: 'this-portal' },
  revokedAt: null,
  unresolved: null,
  credential: {
    id: 'urn:uuid:c1',
    name: type === 'Badge' ? 'Or — Vente' : 'Certificat — Accueillir un client',
    issuer: { id: 'http://localhost:3000/api/credentials/issuer', name: 'Académie Démo', url: 'http://localhost:3000' },
    achievement: {
      name: type === 'Badge' ? 'Or — Vente' : 'Accueillir un client',
      description: null,
      criteria: type === 'Badge' ? 'Atteindre la médaille d’or du métier Vente' : 'Avoir terminé le cours',
      type,
    },
    competencies: type === 'Badge' ? [] : ['Accueil'],
    learner: 'Alice Martin',
    results: [type === 'Badge' ? { label: 'Médaille', value: 'Or' } : { label: 'Score sur 1000', value: '850' }],
    validFrom: '2026-03-05T10:00:00Z',
    validUntil: null,
  },
  sharePath: '/credentials/c1',
  ...overrides,
});
