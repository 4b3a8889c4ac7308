import { followsEveryClass, mayUseTrainerSpace, staffStandingOf } from '@espace/domain/trainer/trainer-access';
import { AppError, NotFoundError, UnauthorizedError } from '../http/app-error';
import type { UsersRepository } from '../users/users-repository';
import type { FollowedClass, TrainerRepository } from './trainer-repository';

/** Who is asking in the trainer space, once let in. */
export interface Trainer {
  tenantId: string;
  userId: string;
  /** A system admin follows every class of the tenant; a trainer the classes they teach. */
  everyClass: boolean;
}

/** Lets a trainer in (docs/trainers.md "Who may"): anyone else, learners included, is refused with 403. */
export async function trainerOf(users: Pick<UsersRepository, 'findProfile'>, tenantId: string, userId: string): Promise<Trainer> {
  const profile = await users.findProfile(tenantId, userId);
  if (profile === undefined) throw new UnauthorizedError();
  const standing = staffStandingOf(profile);
  if (!mayUseTrainerSpace(standing)) throw new AppError('Forbidden');
  return { tenantId, userId, everyClass: followsEveryClass(standing) };
}

/** A class the trainer follows; any other class, of this tenant or another, is NOT_FOUND. */
export async function followedClass(trainer: Trainer, trainers: TrainerRepository, classId: string): Promise<FollowedClass> {
  const found = await trainers.findFollowedClass(trainer.tenantId, trainer.userId, trainer.everyClass, classId);
  if (found === undefined) throw new NotFoundError();
  return found;
}
