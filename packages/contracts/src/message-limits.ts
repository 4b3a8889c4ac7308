// Without zod: the dialogs that count up to these limits are on Home, which must not load the
// schemas' file (apps/web/vite.config.ts, the `schemas` group).

/** The most characters a contact message may hold, trimmed: the dialog's field counts up to it. */
export const contactMessageMax = 4999;

/** The most characters the message of documents by mail may hold, trimmed: the dialog's field counts up to it. */
export const notifyFilesMessageMax = 4999;
