import type { MyClassesResponse } from '@espace/contracts/classes';
import type { Context } from '@espace/contracts/context';
import type { Me } from '@espace/contracts/user';

/** The seeded demo tenant (see the shared facts), as GET contexts/current answers it. */
export const demoContext: Context = {
  id: 'demo',
  alias: 'demo',
  name: 'Académie Démo',
  description: null,
  hosts: { api: '/api/', backoffice: 'http://backoffice.localhost:3001', certification: null, frontoffice: 'localhost:3000', lrs: null },
  assets: { logos: { main: '/api/contexts/demo/assets/logo.svg', small: null }, favicon: '/api/contexts/demo/assets/favicon.svg', splashScreens: [], touchIcons: [] },
  metas: { colours: { primary: '#1d4ed8' }, labels: { fr: { 'home.subtitle': 'Vos parcours de formation' } } },
  settings: {
    authentication: { internal: true, sso: false, invitationCode: true },
    certificationAccess: true,
    certificationType: 'Certificat',
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

export const learnerClasses: MyClassesResponse = {
  items: [
    {
      id: 'k1',
      name: 'Printemps 2026 — Accueil client',
      startAt: '2026-03-02T00:00:00.000Z',
      expireAt: '2026-06-30T00:00:00.000Z',
      expired: false,
      settings: { mobile: { allowed: true } },
      classPrograms: [
        {
          id: 'cp1',
          order: 0,
          startAt: null,
          expireAt: null,
          openingBoundaries: { from: null, to: null },
          reviewed: false,
          program: {
            id: 'p1',
            name: 'Relation client',
            description: null,
            state: 'PUBLISHED',
            courses: [
              { id: 'c2', title: 'Traiter une réclamation', order: 1 },
              { id: 'c1', title: 'Accueillir un client', order: 0 },
            ],
          },
        },
      ],
    },
    {
      id: 'k2',
      name: 'Automne 2026 — Sécurité',
      startAt: '2026-09-01T00:00:00.000Z',
      expireAt: null,
      expired: false,
      settings: { mobile: { allowed: true } },
      classPrograms: [
        {
          id: 'cp2',
          order: 0,
          startAt: null,
          expireAt: null,
          openingBoundaries: { from: null, to: null },
          reviewed: false,
          program: { id: 'p2', name: 'Sécurité au travail', description: null, state: 'PUBLISHED', courses: [{ id: 'c3', title: 'Les gestes qui sauvent', order: 0 }] },
        },
      ],
    },
  ],
};
