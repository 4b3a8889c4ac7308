import type { LessonPage, LessonSummary } from '@espace/contracts/lessons';
import { replaceShortcodes } from '@espace/domain/content/datasets';
import { hintState } from '@espace/domain/content/hints';
import { publicBlock } from '@espace/domain/content/public-block';
import { pageResources } from '@espace/domain/lessons/course-tree';
import { lessonProgression } from '@espace/domain/lessons/progress';
import { remainingSeconds } from '@espace/domain/lessons/timers';
import type { Block, LessonPlay } from './lesson-play';
import type { LessonPageRecord } from './lesson-types';

/** Replaces dataset shortcodes in every text of a public block. */
function withDatasets<T>(value: T, computed: Record<string, string | number>): T {
  if (typeof value === 'string') return replaceShortcodes(value, computed) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withDatasets(item, computed)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDatasets(item, computed)])) as T;
  }
  return value;
}

/** Hints the course type enables on this block (none when it does not). */
export function enabledHints(play: LessonPlay, block: Block) {
  return play.lesson.courseType.hints ? (block.settings?.hints ?? []) : [];
}

export function lessonSummary(play: LessonPlay): LessonSummary {
  const { lesson, sequence, pages } = play;
  const progressOf = new Map(pages.map((page) => [page.nodeId, page.progress]));
  const sections = new Map<string | null, { progress: LessonPageRecord['progress'] | null }[]>();
  for (const slot of sequence) {
    const list = sections.get(slot.sectionId) ?? [];
    list.push({ progress: progressOf.get(slot.nodeId) ?? null });
    sections.set(slot.sectionId, list);
  }
  const tree = [...sections.values()].map((list) => ({ pages: list }));
  return {
    id: lesson.id,
    state: lesson.state,
    progress: lesson.progress,
    scoring: { global: lesson.scoring.global },
    progression: lesson.progress === 'COMPLETED' ? 1 : lessonProgression({ tree }),
    timeLimit: lesson.timeLimit,
    remainingSeconds: remainingSeconds({ startedAt: lesson.startedAt, limitSeconds: lesson.timeLimit }, play.request.now),
    certificationRef: lesson.certificationRef,
    isEndOfProgram: lesson.isEndOfProgram,
    actions: { interactive: lesson.actions.interactive, unlockedLessons: lesson.actions.unlockedLessons },
  };
}

/** A page as the learner sees it: the public block before answering, the results after. */
export function pageView(play: LessonPlay, page: LessonPageRecord, block: Block): LessonPage {
  const index = play.sequence.findIndex((slot) => slot.nodeId === page.nodeId);
  const slot = play.sequence[index];
  const answered = page.answeredAt !== null;
  return {
    id: page.id,
    lessonId: play.lesson.id,
    nodeId: page.nodeId,
    nodeTitle: slot?.title ?? null,
    sectionId: slot?.sectionId ?? null,
    position: index,
    count: play.sequence.length,
    state: page.state,
    progress: page.progress,
    blockType: block.type,
    content: withDatasets(publicBlock(block), page.sheet.datasetComputed ?? {}),
    inputs: answered ? page.inputs : null,
    results: answered ? page.results : null,
    hints: hintState(enabledHints(play, block), page.hintsUsed),
    timeLimit: page.timeLimit,
    remainingSeconds: answered ? null : remainingSeconds({ startedAt: page.startedAt, limitSeconds: page.timeLimit }, play.request.now),
    startedAt: page.startedAt.toISOString(),
    answeredAt: page.answeredAt?.toISOString() ?? null,
    tools: { calculator: slot?.calculator ?? false },
    resourcesCount: pageResources(play.nodes, page.nodeId).length,
    isLastPage: index === play.sequence.length - 1,
    lesson: lessonSummary(play),
  };
}
