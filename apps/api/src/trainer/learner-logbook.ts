import type { LearnerLogbook } from '@espace/contracts/trainer';
import { displayName } from '@espace/domain/display-name';
import type { Database } from '../db/database';
import { NotFoundError } from '../http/app-error';
import { notify } from '../notifications/notify';
import { followedLearner, type LearnerInput } from './get-learner';
import type { LogbookRepository, LogbookRow } from '../logbook/logbook-repository';

const entry = (row: LogbookRow) => ({
  id: row.id,
  title: row.title,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  author: { id: row.author.id, displayName: displayName(row.author) },
  attachmentCount: row.attachmentCount,
});

/**
 * A learner's log-book as the trainers of their class read it (docs/product/accounts.md#logbook: the
 * generic resource lists a learner's records to that learner only; this is the one other reader,
 * a trainer of a class the learner follows, docs/trainers.md).
 */
export async function getLearnerLogbook(input: LearnerInput & { logbooks: LogbookRepository }): Promise<LearnerLogbook> {
  const { klass, learner } = await followedLearner(input);
  const rows = await input.logbooks.listThreads(input.trainer.tenantId, learner.id, klass.id);
  const replies = new Map<string, ReturnType<typeof entry>[]>();
  for (const row of rows) if (row.parentId !== null) replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), entry(row)]);
  return { items: rows.filter((row) => row.parentId === null).map((row) => ({ ...entry(row), replies: replies.get(row.id) ?? [] })) };
}

/**
 * The trainer answers a note (parentId); the learner reads the answer in their log-book thread, and
 * is told of it by a notification written in the same transaction.
 */
export async function replyToLogbook(input: LearnerInput & { database: Database; logbooks: LogbookRepository; noteId: string; message: string }) {
  const { klass, learner } = await followedLearner(input);
  const { tenantId, userId } = input.trainer;
  const reply = await input.database.transaction(async (tx) => {
    const inserted = await input.logbooks.insertReply(
      tenantId,
      { learnerId: learner.id, classId: klass.id, noteId: input.noteId, authorId: userId, message: input.message },
      tx,
    );
    if (inserted === undefined) throw new NotFoundError();
    await notify(tx, tenantId, [{ userId: learner.id, kind: 'logbook.replied', params: { replyId: inserted.id, trainer: displayName(inserted.author) } }]);
    return inserted;
  });
  return entry(reply);
}
