/**
 * The words of the trainer's roster: a learner's status, the columns it sorts by, the views it
 * filters by (docs/trainers.md). A leaf module: the contracts build the roster query's zod enums
 * from it, and the web's schemas file takes it without the roster's rules (vite.config.ts).
 */
export const learnerStatuses = ['notStarted', 'inProgress', 'finished'] as const;
export type LearnerStatus = (typeof learnerStatuses)[number];

export const rosterSorts = ['name', 'progress', 'score', 'timeSpent', 'lastActivity'] as const;
export type RosterSort = (typeof rosterSorts)[number];

export const rosterViews = ['all', ...learnerStatuses, 'late'] as const;
export type RosterView = (typeof rosterViews)[number];
