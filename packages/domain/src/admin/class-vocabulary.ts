/**
 * The words of the administration's classes (docs/administration.md#classes): a leaf module, with
 * no import, that the contracts and the screens share (the web build keeps it with the schemas).
 */

export const classNameLength = { min: 1, max: 120 } as const;
/** The filters of the administration's class list: where a class stands in time, or closed by an admin. */
export const classListFilters = ['all', 'current', 'upcoming', 'past', 'closed'] as const;
export type ClassListFilter = (typeof classListFilters)[number];
/** The roles an admin gives in a class from the administration space. */
export const classMemberRoles = ['STUDENT', 'TEACHER'] as const;
export type ClassMemberRole = (typeof classMemberRoles)[number];
