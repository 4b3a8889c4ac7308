import type { Me } from '@espace/contracts/user';
import { type AdminReach, adminReachOf } from '@espace/domain/admin/admin-access';
import { isLearner, mayUseTrainerSpace } from '@espace/domain/trainer/trainer-access';
import { useMe } from '../../features/auth/api/get-me';
import { destinations } from '../../lib/destinations';
import { paths } from '../../lib/paths';

/**
 * Which of the two spaces a user may use: the learner's (Home, dashboard) and the trainer's
 * (docs/trainers.md), and whether the trainer's shows the administration screens (docs/administration.md).
 */
interface Spaces {
  trainer: boolean;
  learner: boolean;
  /** How far the user administers (docs/administration.md#who-administers): the whole tenant, their companies' people and classes, or nothing. */
  admin: AdminReach['kind'] | null;
}

function spacesOf(me: Pick<Me, 'roles' | 'companyUsers' | 'classUsers'>): Spaces {
  const standing = {
    roles: me.roles,
    companyRoles: me.companyUsers.map((membership) => membership.role),
    classRoles: me.classUsers.map((membership) => membership.role),
  };
  const trainer = mayUseTrainerSpace(standing);
  // Someone who follows no class as a learner and may train lives in the trainer space; everyone else has the learner's.
  return { trainer, learner: isLearner(standing) || !trainer, admin: adminReachOf(me)?.kind ?? null };
}

/** A trainer who follows no class as a learner starts in the trainer space, not on Home. */
export function landsInTrainerSpace(me: Pick<Me, 'roles' | 'companyUsers' | 'classUsers'>): boolean {
  const spaces = spacesOf(me);
  return spaces.trainer && !spaces.learner;
}

/** The signed-in user's spaces; null while users/me has not answered. */
export function useSpaces(): Spaces | null {
  const me = useMe();
  return me.data ? spacesOf(me.data) : null;
}

/** Where the trainer space starts. */
export const trainerHome = destinations.trainerHome.href;
/** Where the administration screens start, in the trainer space. */
export const adminHome = paths.admin.root.getHref();
