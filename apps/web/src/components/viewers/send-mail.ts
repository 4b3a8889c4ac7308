import type { ContactBody } from '@espace/contracts/contact';
import type { NotifyFilesBody } from '@espace/contracts/files';
import { apiRequest } from '../../lib/api-client';

/** POST users/contact (docs/product/api-calls.md#messages-and-files): a message to a teacher or another user (204). */
export const sendContactMessage = (body: ContactBody): Promise<void> => apiRequest<void>('users/contact', { method: 'POST', body });

/** POST users/me/notify-files (docs/product/api-calls.md#messages-and-files): the learner receives the files by e-mail (204). */
export const notifyFiles = (body: NotifyFilesBody): Promise<void> => apiRequest<void>('users/me/notify-files', { method: 'POST', body });

/** The contact dialog closes 1.5 s after a success (docs/product/screens-and-routes.md#contact-dialog)… */
export const CLOSE_AFTER_SUCCESS_MS = 1500;
/** …and hides 100 ms after it is toggled. */
export const HIDE_AFTER_TOGGLE_MS = 100;
