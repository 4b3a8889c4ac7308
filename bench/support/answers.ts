/**
 * The PATCH body a learner sends for a page, built only from what the
 * learner sees (the public block of GET pages/current): the first choice of
 * a multiple-choice row, a text for a free-answer row, nothing for other
 * rows (they take their default), and `{}` for slides and tincan pages.
 */
import type { LessonPage, PatchPageBody } from '@espace/contracts/lessons';

interface PublicRow {
  id?: unknown;
  type?: unknown;
  choices?: unknown;
}

function rowsOf(content: LessonPage['content']): PublicRow[] {
  const inner = (content as { content?: { sections?: unknown } }).content;
  const sections = Array.isArray(inner?.sections) ? (inner.sections as { rows?: unknown }[]) : [];
  return sections.flatMap((section) => (Array.isArray(section.rows) ? (section.rows as PublicRow[]) : []));
}

function answerOf(row: PublicRow): unknown {
  if (row.type === 'multiple-choice' && Array.isArray(row.choices)) {
    const first = (row.choices as { id?: unknown }[])[0];
    return typeof first?.id === 'string' ? [first.id] : [];
  }
  if (row.type === 'free-answer') return '112';
  return undefined;
}

export function answerFor(page: Pick<LessonPage, 'blockType' | 'content'>): PatchPageBody {
  if (page.blockType !== 'exercice') return {};
  const answers: Record<string, { userAnswer: unknown }> = {};
  for (const row of rowsOf(page.content)) {
    const userAnswer = answerOf(row);
    if (typeof row.id === 'string' && userAnswer !== undefined) answers[row.id] = { userAnswer };
  }
  return { inputs: { answers } };
}
