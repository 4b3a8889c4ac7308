/**
 * The periods Home filters a learner's classes by (docs/product/screens-and-routes.md#home): all of
 * them, those not yet open, those over. A plain list, so the Home screen takes it without zod.
 */
export const myClassesFilters = ['all', 'upcoming', 'past'] as const;
export type MyClassesFilter = (typeof myClassesFilters)[number];
