import type { Thread, ThreadMessage, Threads, ThreadSummary } from '@espace/contracts/messages';
import { displayName } from '@espace/domain/display-name';
import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import { markMyNotificationsAboutRead } from '../notifications/my-notifications';
import type { NotificationsRepository } from '../notifications/notifications-repository';
import type { UsersRepository } from '../users/users-repository';
import { postMessages } from './post-messages';
import type { ThreadMessageRecord, ThreadRecord, ThreadsRepository } from './threads-repository';

/** Who reads: a party of threads, from one side; `canReply` says whether they may write in them. */
export interface ThreadReader {
  tenantId: string;
  userId: string;
  side: ThreadSide;
  canReply: boolean;
  threads: ThreadsRepository;
}

const EXCERPT_LENGTH = 160;

/** The start of a message for a list: its first characters, « … » where it goes on. */
const excerptOf = (body: string) => (body.length <= EXCERPT_LENGTH ? body : `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…`);
const person = (user: ThreadRecord['with']) => ({ id: user.id, displayName: displayName(user) });

function summary(thread: ThreadRecord, readerId: string): ThreadSummary {
  return {
    id: thread.id,
    subject: thread.subject,
    with: person(thread.with),
    class: thread.class,
    lastMessageAt: thread.lastMessageAt.toISOString(),
    lastMessage: { excerpt: excerptOf(thread.lastMessage.body), mine: thread.lastMessage.authorId === readerId },
    unread: thread.unread,
  };
}

const message = (record: ThreadMessageRecord, readerId: string): ThreadMessage => ({
  id: record.id,
  author: person(record.author),
  mine: record.author.id === readerId,
  subject: record.subject,
  body: record.body,
  createdAt: record.createdAt.toISOString(),
  readAt: record.readAt?.toISOString() ?? null,
});

/** My threads on one side, latest message first, with what I have not read. */
export async function listThreads({ tenantId, userId, side, threads }: ThreadReader): Promise<Threads> {
  const items = (await threads.list(tenantId, side, userId)).map((thread) => summary(thread, userId));
  return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) };
}

/**
 * A thread of mine on that side (another user's or tenant's: 404); reading it marks the other
 * party's messages read, and my notifications of them (the notifications area's own write).
 */
export async function readThread({
  tenantId,
  userId,
  side,
  canReply,
  threads,
  notifications,
  threadId,
  now,
}: ThreadReader & { notifications: Pick<NotificationsRepository, 'markReadAbout'>; threadId: string; now: Date }): Promise<Thread> {
  const thread = await threads.find(tenantId, side, userId, threadId);
  if (thread === undefined) throw new NotFoundError();
  if (thread.unread > 0) await threads.markRead(tenantId, thread.id, userId, now);
  // Whatever the messages' state: a notification left unread by an earlier reading is read now too.
  await markMyNotificationsAboutRead({ tenantId, userId, notifications, about: { kind: 'message.received', params: { threadId: thread.id } }, now });
  const { items, earlier } = await threads.messages(tenantId, thread.id);
  const { lastMessage: _last, unread: _unread, ...rest } = summary(thread, userId);
  return { ...rest, canReply, messages: items.map((record) => message(record, userId)), earlier };
}

/**
 * My reply in a thread of mine (404 otherwise; 403 where I may not write), told to the other
 * party in the same transaction. Replying reads the thread: what they wrote before is read.
 */
export async function replyInThread({
  tenantId,
  userId,
  side,
  canReply,
  threads,
  users,
  database,
  threadId,
  body,
  now,
}: ThreadReader & {
  users: Pick<UsersRepository, 'findMailRecipient'>;
  database: Database;
  threadId: string;
  body: string;
  now: Date;
}): Promise<ThreadMessage> {
  const thread = await threads.find(tenantId, side, userId, threadId);
  if (thread === undefined) throw new NotFoundError();
  if (!canReply) throw new AppError('Forbidden');
  const me = await users.findMailRecipient(tenantId, userId);
  if (me === undefined) throw new NotFoundError();
  const name = displayName(me);
  const [written] = await database.transaction(async (tx) => {
    await threads.markRead(tenantId, thread.id, userId, now, tx);
    return postMessages({
      tx,
      tenantId,
      threads,
      sender: { id: userId, name },
      from: side,
      posts: [{ learnerId: thread.learnerId, trainerId: thread.trainerId, classId: null, subject: null, body }],
      now,
    });
  });
  return {
    id: written?.messageId ?? '',
    author: { id: userId, displayName: name },
    mine: true,
    subject: null,
    body,
    createdAt: now.toISOString(),
    readAt: null,
  };
}
