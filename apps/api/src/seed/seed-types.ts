import type { ContextSettings, Locale } from '@espace/contracts/context';
import type { CompanyRole } from '@espace/contracts/user';

/** One tenant of the demo data, written by seed.ts; keys link the entries of one tenant. */
export interface TenantSeed {
  alias: string;
  name: string;
  description: string;
  isDefault: boolean;
  hosts: { api: string | null; backoffice: string | null; certification: string | null; frontoffice: string | null; lrs: string | null };
  metas: { colours: Record<string, string>; labels: Record<string, Record<string, string>> };
  settings: ContextSettings;
  /** Files under seed/assets/<alias>/, served at /api/contexts/<id>/assets/<name>. */
  assetFiles: { logo: string; favicon: string };
  roles: { name: string; permissions: string[] }[];
  companies: { key: string; name: string }[];
  users: UserSeed[];
  /** `className`: the class of this tenant whoever registers with the code joins as a learner. */
  invitationCodes: { code: string; maxUses: number | null; expiresAt: string | null; className?: string }[];
  /** Programs and their courses come from content packages (folders under content/, docs/content-packages.md). */
  programs: { key: string; contentPackage: string }[];
  classes: ClassSeed[];
  /** Past activity of a learner, so the dashboard has history to show (written by learner-history.ts). */
  history?: LearnerHistorySeed;
  /** Where other learners stand in their classes, for the trainer space (written by learner-progress.ts). */
  progress?: LearnerProgressSeed[];
  /** Notes learners wrote in their log-book. */
  logbookNotes?: { user: string; company: string; title: string; message: string; daysAgo: number }[];
  /** Conversations between a learner and a trainer of their class (docs/trainers.md#messages), oldest message first. */
  threads?: ThreadSeed[];
}

export interface ThreadSeed {
  learner: string;
  trainer: string;
  className: string;
  subject: string;
  messages: { from: 'learner' | 'trainer'; body: string; daysAgo: number; read: boolean }[];
}

/**
 * A learner's progress in one class, for the trainer space's roster: the first `pagesShare` of the class's pages, in
 * course order, answered at `ratio` of their points, the last one `lastActiveDaysAgo` days ago.
 */
export interface LearnerProgressSeed {
  user: string;
  className: string;
  pagesShare: number;
  ratio: number;
  lastActiveDaysAgo: number;
}

export interface UserSeed {
  key: string;
  email: string;
  username: string | null;
  password: string;
  firstname: string;
  lastname: string;
  birthday: string;
  preferredLocale: Locale | null;
  /** Accepted version of the terms (legal.cguAcceptedVersion). */
  acceptedTerms: { version: string; at: string } | null;
  roles: string[];
  companies: { company: string; role: CompanyRole }[];
}

export interface ClassSeed {
  name: string;
  startAt: string;
  expireAt: string | null;
  programs: { program: string; startAt: string | null; expireAt: string | null }[];
  /** enrolledAt orders "my classes", newest first. */
  members: { user: string; role: CompanyRole; enrolledAt: string }[];
}

/**
 * Past activity of a demo learner, for the dashboard's statistics and badge deltas: the lessons of `endedClass` are
 * ended with answered pages over the past weeks, and records are kept at
 * `recordsDaysAgo` (dates relative to the seeding).
 */
export interface LearnerHistorySeed {
  user: string;
  endedClass: string;
  /** Given to the certifying course's lesson (format of certificationRef()). */
  certificationRef: string;
  /** Each page is answered this share of the points, in page order, cycling. */
  pageRatios: number[];
  recordsDaysAgo: { daysAgo: number; ratio: number }[];
}
