import type { LearnerProgressSeed, TenantSeed, UserSeed } from './seed-types';

/**
 * The demo teacher's classes as a training organisation would have them (docs/trainers.md): learners
 * who have not started, are halfway, have finished, and who are late (no activity for a week
 * while the class is open). Léa, the demo learner, keeps her own facts (learner-history.ts).
 */
const learner = (key: string, firstname: string, lastname: string): UserSeed => ({
  key,
  email: `${key}@demo.test`,
  username: null,
  password: 'Learner#2026',
  firstname,
  lastname,
  birthday: '2000-05-15',
  preferredLocale: 'fr',
  acceptedTerms: { version: '1.0', at: '2026-01-10T09:00:00.000Z' },
  roles: [],
  companies: [{ company: 'demo-sa', role: 'STUDENT' }],
});

export const trainerDemoLearners: UserSeed[] = [
  learner('hugo', 'Hugo', 'Petit'),
  learner('ines', 'Inès', 'Roux'),
  learner('jules', 'Jules', 'Faure'),
  learner('karim', 'Karim', 'Benali'),
  learner('manon', 'Manon', 'Girard'),
  learner('nathan', 'Nathan', 'Moreau'),
];

export const customerCareClass = 'Printemps 2026 — Accueil client';
export const safetyClass = 'Automne 2026 — Sécurité';

/** The class members each of the two classes gets, beside Léa and the teacher. */
export const trainerDemoMembers: Record<string, { user: string; role: 'STUDENT'; enrolledAt: string }[]> = {
  [customerCareClass]: ['hugo', 'ines', 'jules', 'karim'].map((user) => ({ user, role: 'STUDENT', enrolledAt: '2026-03-01T10:00:00.000Z' })),
  [safetyClass]: ['manon', 'nathan', 'jules'].map((user) => ({ user, role: 'STUDENT', enrolledAt: '2026-09-01T10:00:00.000Z' })),
};

export const trainerDemoProgress: LearnerProgressSeed[] = [
  // Hugo has not started (and is late: enrolled months ago); Inès is halfway, active yesterday;
  // Jules has finished; Karim stopped halfway twelve days ago (late).
  { user: 'ines', className: customerCareClass, pagesShare: 0.5, ratio: 0.8, lastActiveDaysAgo: 1 },
  { user: 'jules', className: customerCareClass, pagesShare: 1, ratio: 0.9, lastActiveDaysAgo: 20 },
  { user: 'karim', className: customerCareClass, pagesShare: 0.4, ratio: 0.6, lastActiveDaysAgo: 12 },
  { user: 'manon', className: safetyClass, pagesShare: 0.5, ratio: 0.7, lastActiveDaysAgo: 2 },
  { user: 'jules', className: safetyClass, pagesShare: 1, ratio: 1, lastActiveDaysAgo: 3 },
];

export const trainerDemoNotes: NonNullable<TenantSeed['logbookNotes']> = [
  {
    user: 'learner',
    company: 'demo-sa',
    title: 'Semaine 1 — premiers appels',
    message: "J'ai pris mes premiers appels clients : la reformulation m'aide beaucoup.",
    daysAgo: 3,
  },
];

/** Léa asked her trainer about the spring class, who answered: the demo's messages have a conversation to show. */
export const trainerDemoThreads: NonNullable<TenantSeed['threads']> = [
  {
    learner: 'learner',
    trainer: 'teacher',
    className: customerCareClass,
    subject: 'Question sur « Conclure une vente »',
    messages: [
      {
        from: 'learner',
        body: 'Bonjour, le cours « Conclure une vente » est encore verrouillé pour moi. Faut-il d’abord terminer « Traiter une réclamation » ?',
        daysAgo: 4,
        read: true,
      },
      {
        from: 'trainer',
        body: 'Bonjour Léa, oui : il s’ouvre dès que « Traiter une réclamation » est terminé. Comptez une vingtaine de minutes. Bon courage !',
        daysAgo: 3,
        read: false,
      },
    ],
  },
];
