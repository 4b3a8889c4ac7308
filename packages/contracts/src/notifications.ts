import { notificationKinds, type NotificationTarget } from '@espace/domain/notifications/notification-kinds';
import { z } from 'zod';
import { guidField, isoDateTime } from './common';

/** The notification centre: a user's own notifications (docs/api.md#notifications). */

const notificationTargetSchema = z
  .discriminatedUnion('screen', [
    z.object({ screen: z.literal('logbook') }),
    z.object({ screen: z.literal('certificates') }),
    z.object({ screen: z.literal('levels') }),
    z.object({ screen: z.literal('home') }),
    z.object({ screen: z.literal('lesson'), lessonId: z.string() }),
    z.object({ screen: z.literal('trainerClass'), classId: z.string() }),
    z.object({ screen: z.literal('messageThread'), threadId: z.string() }),
    z.object({ screen: z.literal('trainerThread'), threadId: z.string() }),
  ])
  .describe('The screen it leads to, and its ids; the web app makes the address') satisfies z.ZodType<NotificationTarget>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  params: z.record(z.string(), z.string()).describe("The kind's ids and names, written into a sentence in the reader's language"),
  target: notificationTargetSchema,
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable().describe('null: unread'),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20).describe('The header panel asks for the latest few, the page for 20'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsSchema = z.object({
  items: z.array(notificationSchema).describe('Newest first'),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

export const unreadNotificationsSchema = z.object({
  unread: z.number().int().describe('Unread notifications, counted up to 100 (the badge reads 99+ past 99)'),
});

export const notificationParamsSchema = z.strictObject({ id: guidField });
export const notificationReadBodySchema = z.strictObject({ read: z.boolean().describe('true: read; false: unread again') });

export const notificationsMarkedSchema = z.object({ marked: z.number().int().describe('How many were unread and are read now') });
