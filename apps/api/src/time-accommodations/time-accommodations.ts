import type { TimeAccommodation } from '@espace/contracts/time-accommodations';
import type { ExtraTime } from '@espace/domain/lessons/time-accommodation';
import { isAdmin } from '@espace/domain/user-domain';
import { AppError, NotFoundError } from '../http/app-error';
import type { TimeAccommodationRecord, TimeAccommodationsRepository } from './time-accommodations-repository';

interface ClassRequest {
  tenantId: string;
  /** The trainer or admin asking. */
  callerId: string;
  classId: string;
  accommodations: TimeAccommodationsRepository;
}

const toContract = (record: TimeAccommodationRecord): TimeAccommodation => ({ ...record, updatedAt: record.updatedAt.toISOString() });

/**
 * Only the class's trainers and the tenant's admins manage its learners' accommodations (and due
 * dates). A class of another tenant, or one the caller is no member of, is 404 (ids reveal nothing);
 * its learners get 403.
 */
export async function assertManages({ tenantId, callerId, classId, accommodations }: ClassRequest): Promise<void> {
  const standing = await accommodations.standing(tenantId, callerId, classId);
  if (isAdmin(standing.roles) && standing.exists) return;
  if (!standing.exists || !standing.member) throw new NotFoundError();
  if (!standing.teaches) throw new AppError('Forbidden');
}

export async function listTimeAccommodations(input: ClassRequest): Promise<{ items: TimeAccommodation[] }> {
  await assertManages(input);
  return { items: (await input.accommodations.list(input.tenantId, input.classId)).map(toContract) };
}

/** Sets a learner's accommodation; the learner must be a STUDENT of the class (404 otherwise). */
export async function setTimeAccommodation(input: ClassRequest & { userId: string; extraTime: ExtraTime; now: Date }): Promise<TimeAccommodation> {
  await assertManages(input);
  if (!(await input.accommodations.isLearnerOf(input.tenantId, input.classId, input.userId))) throw new NotFoundError();
  return toContract(
    await input.accommodations.set(input.tenantId, {
      classId: input.classId,
      userId: input.userId,
      extraTime: input.extraTime,
      setBy: input.callerId,
      now: input.now,
    }),
  );
}

/** Removes it: the learner has the course's own limits again. Removing none is no error. */
export async function removeTimeAccommodation(input: ClassRequest & { userId: string }): Promise<void> {
  await assertManages(input);
  await input.accommodations.remove(input.tenantId, input.classId, input.userId);
}
