import { publicRowOf } from '../exercises/registry';
import type { CourseBlock } from './block';

/**
 * The block as sent before the page is answered (lesson engine: "the client
 * never sees the expected answers of a page before it is answered"): each
 * row as its module publishes it, hints reduced to their costs (a message is
 * sent only once unlocked, see hintState), and no feedback messages, which
 * may give the answer away.
 */
export function publicBlock(block: CourseBlock) {
  const { settings, content, ...rest } = block;
  const { hints, feedbacks: _feedbacks, ...otherSettings } = settings ?? {};
  return {
    ...rest,
    settings: { ...otherSettings, hints: (hints ?? []).map((hint) => ({ cost: hint.cost })) },
    content: {
      ...content,
      sections: content.sections.map((section) => ({ ...section, rows: section.rows.map(publicRowOf) })),
    },
  };
}
export type PublicBlock = ReturnType<typeof publicBlock>;
