import { apiRequest } from '../../lib/api-client';

export interface ContactMessage {
  recipientId: string;
  subject: string;
  message: string;
  classId?: string;
}

/** SPEC §7 POST users/contact: a message to a teacher or another user (204). */
export const sendContactMessage = (body: ContactMessage): Promise<void> => apiRequest<void>('users/contact', { method: 'POST', body });

/** SPEC §7 notifyFiles: the learner receives the files by e-mail (204). */
export const notifyFiles = (body: { message?: string; fileIds: string[] }): Promise<void> => apiRequest<void>('users/me/notify-files', { method: 'POST', body });

/** SPEC §4 Contact dialog: it closes 1.5 s after a success… */
export const CLOSE_AFTER_SUCCESS_MS = 1500;
/** …and hides 100 ms after it is toggled. */
export const HIDE_AFTER_TOGGLE_MS = 100;
