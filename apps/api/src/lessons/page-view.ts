import type { LessonPage, LessonSummary, PageFigures } from '@espace/contracts/lessons';
import { nextChecksFirst } from '@espace/domain/content/course-type';
import { replaceShortcodes } from '@espace/domain/content/datasets';
import { hintState } from '@espace/domain/content/hints';
import { publicBlock } from '@espace/domain/content/public-block';
import { pageResources } from '@espace/domain/lessons/course-tree';
import { lessonOutline } from '@espace/domain/lessons/lesson-outline';
import { isLessonEnded, lessonProgression } from '@espace/domain/lessons/progress';
import { placeOfPage, shownPosition } from '@espace/domain/lessons/reachable-pages';
import { remainingSeconds } from '@espace/domain/lessons/timers';
import { derivedFromKept } from '../db/cache';
import { type Block, doneNodeIds, type LessonRepositories, type LessonPlay, learnerPageLimit } from './lesson-play';
import { pageFigures } from './page-figures';
import type { LessonPageRecord } from './lesson-types';

/** Replaces dataset shortcodes in every text of a public block; the block itself when the page draws no dataset. */
function withDatasets<T>(value: T, computed: Record<string, string | number>): T {
  return Object.keys(computed).length === 0 ? value : replacedDatasets(value, computed);
}

function replacedDatasets<T>(value: T, computed: Record<string, string | number>): T {
  if (typeof value === 'string') return replaceShortcodes(value, computed) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => replacedDatasets(item, computed)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replacedDatasets(item, computed)])) as T;
  }
  return value;
}

/** A block as learners may see it, made once per version of the block the content cache keeps. */
const learnersBlock = derivedFromKept((block: Block) => publicBlock(block));

/** Hints the course type enables on this block (none when it does not). */
export function enabledHints(play: LessonPlay, block: Block) {
  return play.lesson.courseType.hints ? (block.settings?.hints ?? []) : [];
}

function lessonSummary(play: LessonPlay): LessonSummary {
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
    // An ended lesson's clock is over: reviewing it shows no countdown.
    remainingSeconds: isLessonEnded(lesson) ? null : remainingSeconds({ startedAt: lesson.startedAt, limitSeconds: lesson.timeLimit }, play.request.now),
    certificationRef: lesson.certificationRef,
    isEndOfProgram: lesson.isEndOfProgram,
    programId: lesson.programId,
    actions: { interactive: lesson.actions.interactive, unlockedLessons: lesson.actions.unlockedLessons },
  };
}

/** The lesson's sections and pages, with what the learner did on each (the player's course tree). */
function outlineOf(play: LessonPlay) {
  const sectionTitles = new Map(play.nodes.filter((node) => node.type === 'container').map((node) => [node.id, node.title]));
  const pages = play.pages.map((page) => ({ id: page.id, nodeId: page.nodeId, answered: page.answeredAt !== null, score: page.results?.scoring ?? null }));
  const sequence = play.sequence.map((slot) => ({ ...slot, timeLimit: learnerPageLimit(play.lesson, slot.timeLimit) }));
  return lessonOutline(sequence, pages, sectionTitles);
}

/**
 * A page as the learner sees it: the public block before answering, the results after, with
 * the lesson's outline and the block's terms, so that the player needs no other call to show it.
 * `figures`: the learner's figures for the page's widget rows (pageFigures), null when it has none.
 */
export function pageView(play: LessonPlay, page: LessonPageRecord, block: Block, figures: PageFigures | null = null): LessonPage {
  const place = placeOfPage(play.sequence, doneNodeIds(play), page.nodeId);
  const index = place.left ? -1 : place.at;
  const slot = play.sequence[index];
  const answered = page.answeredAt !== null;
  // No clock runs on a page answered, nor on any page of an ended lesson.
  const timed = !answered && !isLessonEnded(play.lesson);
  const sectionId = slot?.sectionId ?? null;
  const { lesson } = play;
  const timeLimit = learnerPageLimit(lesson, page.timeLimit);
  return {
    id: page.id,
    lessonId: play.lesson.id,
    nodeId: page.nodeId,
    nodeTitle: slot?.title ?? null,
    sectionId,
    sectionTitle: sectionId === null ? null : (play.nodes.find((node) => node.id === sectionId)?.title ?? null),
    course: {
      id: lesson.courseId,
      title: lesson.courseTitle,
      icon: lesson.courseIcon,
      language: lesson.courseLanguage,
      certifying: lesson.courseSettings.certifying === true,
      nextChecksFirst: nextChecksFirst(lesson.courseType),
    },
    position: shownPosition(place),
    count: play.sequence.length,
    state: page.state,
    progress: page.progress,
    blockType: block.type,
    content: withDatasets(learnersBlock(block), page.sheet.datasetComputed ?? {}),
    inputs: answered ? page.inputs : null,
    results: answered ? page.results : null,
    hints: hintState(enabledHints(play, block), page.hintsUsed),
    timeLimit,
    remainingSeconds: timed ? remainingSeconds({ startedAt: page.startedAt, limitSeconds: timeLimit }, play.request.now) : null,
    startedAt: page.startedAt.toISOString(),
    answeredAt: page.answeredAt?.toISOString() ?? null,
    tools: { calculator: slot?.calculator ?? false },
    resourcesCount: pageResources(play.nodes, page.nodeId).length,
    isLastPage: place.left ? place.at >= play.sequence.length : place.at === play.sequence.length - 1,
    lesson: lessonSummary(play),
    outline: outlineOf(play),
    terms: block.terms,
    figures,
  };
}

/**
 * The page view with the learner's figures when its widget rows show some: what every lesson route
 * answers. The page, live, read with the lesson by its learner, is then known to be theirs, and
 * whether the lesson has ended: the player's next ping for it asks the database nothing (page-owners.ts).
 */
export async function presentPage(repositories: LessonRepositories, play: LessonPlay, page: LessonPageRecord, block: Block): Promise<LessonPage> {
  const { tenantId, userId, lessonId } = play.request;
  repositories.pageOwners.remember({ tenantId, userId, lessonId, pageId: page.id }, { ended: isLessonEnded(play.lesson) });
  return pageView(play, page, block, await pageFigures(repositories.figures, play.request, play.lesson, block));
}
