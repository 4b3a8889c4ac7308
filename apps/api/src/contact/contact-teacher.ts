import type { ContactBody } from '@espace/contracts/contact';
import { displayName } from '@espace/domain/display-name';
import { mailLocale, tenantBranding } from '../mail/mail-locale';
import type { Tenant } from '../contexts/context-repository';
import { AppError, NotFoundError } from '../http/app-error';
import type { Mailer } from '../mail/mailer';
import type { UsersRepository } from '../users/users-repository';
import { contactMail } from './contact-mail';
import type { ContactMessagesRepository } from './contact-messages-repository';
import type { ContactRepository } from './contact-repository';

interface ContactTeacherInput {
  tenant: Tenant;
  userId: string;
  body: Required<Pick<ContactBody, 'recipientId' | 'message'>> & { subject: string; classId?: string | undefined };
  users: Pick<UsersRepository, 'findMailRecipient'>;
  contacts: ContactRepository;
  messages: ContactMessagesRepository;
  mailer: Mailer;
}

/**
 * docs/product/accounts.md#contacting-a-teacher: contacting a teacher needs internal login and allowContactTeacher
 * not false (403 otherwise); the recipient must teach one of my classes (404
 * otherwise, so the call tells nothing about other users). The message is kept
 * for the teacher's space, and mailed through the same mailer as password resets.
 */
export async function contactTeacher({ tenant, userId, body, users, contacts, messages, mailer }: ContactTeacherInput): Promise<void> {
  if (!tenant.settings.authentication.internal || tenant.settings.allowContactTeacher === false) throw new AppError('Forbidden');
  const [learner, teacher] = await Promise.all([
    users.findMailRecipient(tenant.id, userId),
    contacts.findTeacherOf(tenant.id, userId, body.recipientId, body.classId ?? null),
  ]);
  if (!learner || !teacher || teacher.email === '') throw new NotFoundError();
  // Kept for the teacher's space (docs/trainers.md#screens) as well as mailed.
  await messages.insert(tenant.id, {
    senderId: learner.id,
    recipientId: teacher.id,
    classId: body.classId ?? null,
    subject: body.subject,
    message: body.message,
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
  );
}
