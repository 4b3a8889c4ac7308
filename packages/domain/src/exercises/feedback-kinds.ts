/**
 * How right an answer is (docs/product/data-model.md#feedback): a page's and a row's result kind,
 * and the keys of a block's general feedback messages. `partialy_correct` keeps the stored spelling.
 */
export const feedbackKinds = ['correct', 'incorrect', 'partialy_correct'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
