import type { ContactBody } from '@espace/contracts/contact';
import { displayName } from '@espace/domain/display-name';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { Tenant } from '../contexts/context-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import { postMessages } from '../messages/post-messages';
import { learnersMayWrite } from '../messages/thread-access';
import type { ThreadsRepository } from '../messages/threads-repository';
import type { UsersRepository } from '../users/users-repository';
import { contactMail } from './contact-mail';
import type { ContactRepository } from './contact-repository';

interface ContactTeacherInput {
  tenant: Tenant;
  userId: string;
  body: Required<Pick<ContactBody, 'recipientId' | 'message'>> & { subject: string; classId?: string | undefined };
  users: Pick<UsersRepository, 'findMailRecipient'>;
  contacts: ContactRepository;
  threads: ThreadsRepository;
  database: Database;
  mailer: Mailer;
  now: Date;
}

/**
 * docs/product/accounts.md#contacting-a-teacher: contacting a teacher needs internal login and allowContactTeacher
 * not false (403 otherwise); the recipient must teach one of my classes (404
 * otherwise, so the call tells nothing about other users). The message starts or continues my
 * thread with the teacher (docs/trainers.md#messages), who is told in their notification centre
 * and mailed it, answerable from their mailbox, in the same transaction.
 */
export async function contactTeacher({ tenant, userId, body, users, contacts, threads, database, mailer, now }: ContactTeacherInput): Promise<void> {
  if (!learnersMayWrite(tenant)) throw new AppError('Forbidden');
  const [learner, teacher] = await Promise.all([
    users.findMailRecipient(tenant.id, userId),
    contacts.findTeacherOf(tenant.id, userId, body.recipientId, body.classId ?? null),
  ]);
  if (!learner || !teacher || teacher.email === '') throw new NotFoundError();
  await database.transaction(async (tx) => {
    await postMessages({
      tx,
      tenantId: tenant.id,
      threads,
      sender: { id: learner.id, name: displayName(learner) },
      from: 'learner',
      posts: [{ learnerId: learner.id, trainerId: teacher.id, classId: body.classId ?? null, subject: body.subject, body: body.message }],
      now,
      // The mail below carries the message whole, answerable from the teacher's mailbox: the notification needs no mail of its own.
      mailedWithEvent: true,
    });
    await mailer.send(
      tenant.id,
      contactMail({
        to: teacher.email,
        recipientName: displayName({ ...teacher, email: null }),
        locale: mailLocale(teacher.preferredLocale, tenant),
        learnerName: displayName(learner),
        learnerEmail: learner.email,
        subject: body.subject,
        message: body.message,
        branding: tenantBranding(tenant),
      }),
      tx,
    );
  });
}
