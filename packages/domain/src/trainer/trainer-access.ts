import { isAdmin, type MemberRole } from '../user-domain';

/** Company roles that open the trainer space (docs/trainers.md#who-may-enter-the-trainer-space): CERTIFIER and STUDENT do not. */
const trainerCompanyRoles = ['TEACHER', 'ADMIN', 'OWNER', 'ORGANIZER', 'SUPERVISOR'] as const satisfies readonly MemberRole[];

export interface StaffStanding {
  /** System roles (admin, superadmin). */
  roles: readonly string[];
  companyRoles: readonly string[];
  classRoles: readonly string[];
}

/** A user's standing, from their roles and their memberships of companies and classes (their profile). */
export const staffStandingOf = (profile: {
  roles: readonly string[];
  companyUsers: readonly { role: string }[];
  classUsers: readonly { role: string }[];
}): StaffStanding => ({
  roles: profile.roles,
  companyRoles: profile.companyUsers.map((membership) => membership.role),
  classRoles: profile.classUsers.map((membership) => membership.role),
});

/**
 * Who may open the trainer space: a class TEACHER, a company TEACHER/ADMIN/OWNER/ORGANIZER/
 * SUPERVISOR, or a system admin (whose administration space, still to come, shares it). Learners are
 * refused (403); what each may then see is the classes they follow (followsEveryClass).
 */
export function mayUseTrainerSpace({ roles, companyRoles, classRoles }: StaffStanding): boolean {
  const staff: readonly string[] = trainerCompanyRoles;
  return isAdmin(roles) || classRoles.includes('TEACHER') || companyRoles.some((role) => staff.includes(role));
}

/** A system admin follows every class of the tenant; anyone else the classes they teach. */
export const followsEveryClass = ({ roles }: Pick<StaffStanding, 'roles'>): boolean => isAdmin(roles);

/** Whether the user also follows classes as a learner: the navigation then offers both spaces. */
export const isLearner = ({ classRoles }: Pick<StaffStanding, 'classRoles'>): boolean => classRoles.includes('STUDENT');
