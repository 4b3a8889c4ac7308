import { displayName, type NamedUser } from '@espace/domain/display-name';
import type { NotificationRecord } from '../notifications/notifications-repository';
import { NotFoundError } from '../http/app-error';
import type { ArchiveEntry } from '../http/zip-archive';
import { jsonDocument, jsonWithList } from './data-export-json';
import { dataExportFiles } from './data-export-readme';
import type { ExportScope } from './data-export-sources';

/**
 * The files of a user's account and exchanges: their profile, log-book (with the files they
 * attached), messages, reviews, sign-ins, notifications and calendar link
 * (docs/privacy.md#the-archive-of-a-users-data).
 */

const NOTIFICATIONS_PER_READ = 500;

/** Someone named in the user's data (a trainer): their id and name, never their address. */
const person = (user: NamedUser & { id: string }) => ({ id: user.id, displayName: displayName(user) });

export async function profileFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  const [profile, memberships] = await Promise.all([
    sources.profiles.findProfile(tenantId, subject.id),
    sources.adminUsers.memberships(tenantId, subject.id, null),
  ]);
  if (profile === undefined) throw new NotFoundError();
  return jsonDocument({
    id: profile.id,
    email: profile.email,
    emailVerified: profile.emailVerified,
    pendingEmail: profile.pendingEmail,
    username: profile.username,
    firstname: profile.firstname,
    lastname: profile.lastname,
    displayName: displayName(profile),
    birthday: profile.birthday,
    preferredLocale: profile.preferredLocale,
    avatarId: profile.avatarId,
    termsAccepted: profile.legal,
    supportGroups: profile.supportGroups,
    xapiIdentifier: profile.tincanIdentifier,
    createdAt: profile.createdAt,
    lastActiveAt: subject.lastActiveAt,
    deactivatedAt: subject.deactivatedAt,
    roles: profile.roles,
    classes: memberships.classes,
    companies: memberships.companies,
  });
}

/** A file's name as a path segment of the archive: no folder, no control character. */
const fileSegment = (name: string) => name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').slice(0, 120);

/** The log-book, then each file the user attached to it and owns, its bytes as they are stored. */
export async function* logbookEntries({ tenantId, subject, sources }: ExportScope): AsyncGenerator<ArchiveEntry> {
  const records = await sources.logbook.listOfLearner(tenantId, subject.id);
  const attached = [...new Set(records.flatMap((record) => record.attachmentIds))];
  // Their own uploads only: a course medium named in a note is the tenant's, not theirs.
  const reader = { userId: subject.id, isAdmin: false, managesContent: false };
  const owned = (await sources.uploads.findReadable(tenantId, attached, reader)).filter((file) => file.ownerId === subject.id);
  const pathOf = new Map(owned.map((file) => [file.id, `${dataExportFiles.attachments}${file.id}-${fileSegment(file.name)}`]));
  yield {
    name: dataExportFiles.logbook,
    content: jsonDocument({
      records: records.map(({ author, attachmentIds, ...record }) => ({
        ...record,
        author: person(author),
        attachments: attachmentIds.map((id) => ({ id, file: pathOf.get(id) ?? null })),
      })),
    }),
  };
  for (const file of owned) yield { name: pathOf.get(file.id) ?? file.id, content: sources.files.content(tenantId, file.id), stored: true };
}

/**
 * The user's threads: as a learner, every message of each (their trainer's replies too); as a
 * trainer, only their own messages, with no word of the learner's. Then the class messages they
 * received, and those they wrote (never their recipients).
 */
export async function messagesFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  const [threads, received, written] = await Promise.all([
    sources.threads.listOfParty(tenantId, subject.id),
    sources.classMessages.receivedBy(tenantId, subject.id),
    sources.classMessages.writtenBy(tenantId, subject.id),
  ]);
  const messages = await sources.threads.allMessagesOf(
    tenantId,
    threads.map((thread) => thread.id),
  );
  const byThread = new Map<string, typeof messages>();
  for (const message of messages) {
    const earlier = byThread.get(message.threadId);
    if (earlier === undefined) byThread.set(message.threadId, [message]);
    else earlier.push(message);
  }
  const listed = threads.map((thread) => {
    const asLearner = thread.learnerId === subject.id;
    return {
      id: thread.id,
      role: asLearner ? 'learner' : 'trainer',
      class: thread.class,
      createdAt: thread.createdAt,
      subject: asLearner ? thread.subject : null,
      trainer: asLearner ? person(thread.trainer) : null,
      messages: (byThread.get(thread.id) ?? [])
        .filter((message) => asLearner || message.authorId === subject.id)
        .map(({ threadId: _thread, ...message }) => message),
    };
  });
  return jsonDocument({
    // A thread where they are the trainer and have written nothing is only a learner's.
    threads: listed.filter((thread) => thread.role === 'learner' || thread.messages.length > 0),
    classMessages: {
      received,
      written: written.map(({ classId, className, authorId: _author, ...message }) => ({ ...message, class: { id: classId, name: className } })),
    },
  });
}

export async function reviewsFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  return jsonDocument({ reviews: await sources.reviews.listOwn(tenantId, subject.id) });
}

export async function sessionsFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  return jsonDocument({ sessions: await sources.sessions.listOfUser(tenantId, subject.id) });
}

/**
 * A trainer's notification of a learner's message names the learner and quotes their subject:
 * the archive keeps that a message came in that thread, not who wrote it nor what about.
 */
const withoutLearner = (notification: NotificationRecord): NotificationRecord =>
  notification.kind === 'message.received' && notification.params.to === 'trainer'
    ? { ...notification, params: { to: 'trainer', threadId: notification.params.threadId ?? '' } }
    : notification;

/** Their e-mail preferences, then every notification, newest first, read a page at a time. */
export async function* notificationsFile({ tenantId, subject, sources }: ExportScope): AsyncGenerator<string> {
  const preferences = await sources.mailPreferences.mine(tenantId, subject.id);
  async function* notifications(): AsyncGenerator<NotificationRecord> {
    for (let offset = 0; ; offset += NOTIFICATIONS_PER_READ) {
      const { items } = await sources.notifications.page(tenantId, subject.id, offset, NOTIFICATIONS_PER_READ);
      yield* items.map(withoutLearner);
      if (items.length < NOTIFICATIONS_PER_READ) return;
    }
  }
  yield* jsonWithList({ mailPreferences: preferences }, 'notifications', notifications());
  yield '\n';
}

/** Whether a calendar link is out, and since when: never its token, which opens the feed. */
export async function calendarFeedFile({ tenantId, subject, sources }: ExportScope): Promise<string> {
  const feed = await sources.calendarFeeds.find(tenantId, subject.id);
  return jsonDocument({ calendarFeed: feed === undefined ? { exists: false } : { exists: true, createdAt: feed.createdAt } });
}
