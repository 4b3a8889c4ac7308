import type { LessonResults, ResultBadge, ResultPage } from '@espace/contracts/lesson-results';
import { badgeChange, badgeEarned } from '@espace/domain/dashboard/badges';
import { medalOf, noPoints, type Points } from '@espace/domain/dashboard/scores';
import type { PageSlot } from '@espace/domain/lessons/course-tree';
import { listedOnResults, pageOutcome } from '@espace/domain/lessons/lesson-results';
import { NotFoundError } from '../http/app-error';
import { lessonEndData } from './end-lesson';
import { type LearnerRequest, type LessonRepositories, lessonSequence, withResults } from './lesson-play';
import type { LessonPageRecord } from './lesson-types';

function resultPage(slot: PageSlot, page: LessonPageRecord | undefined, sectionTitles: ReadonlyMap<string, string | null>): ResultPage {
  const answered = page !== undefined && page.answeredAt !== null;
  return {
    nodeId: slot.nodeId,
    pageId: page?.id ?? null,
    title: slot.title,
    sectionTitle: slot.sectionId === null ? null : (sectionTitles.get(slot.sectionId) ?? null),
    blockType: slot.blockType,
    outcome: pageOutcome({ answered, kind: page?.results?.kind ?? null }),
    score: answered ? (page.results?.scoring ?? null) : null,
    reviewable: answered && slot.blockType === 'exercice',
  };
}

function badge(type: 'pi' | 'job', points: Points, lesson: Points, named: { title: string; icon: string | null } | null): ResultBadge {
  const change = badgeChange(points, lesson);
  return { type, title: named?.title ?? null, icon: named?.icon ?? null, ...change, earned: badgeEarned(change) };
}

/**
 * An ended lesson's results (docs/product/lessons.md#results), read without changing anything:
 * its score and medal, the time spent, how each exercise and activity page went, the badges it
 * counts towards and the end data the end-of-lesson flow goes on with. The lesson and its pages
 * come in one statement, the course tree from the content cache, the learner's scores as the
 * dashboard reads them: a fixed number of statements whatever the lesson's size. A lesson whose
 * time ran out or whose class program closed has its results as a finished one does (withResults);
 * another learner's lesson is 404; one that may still be played, 409 LESSON_NOT_ENDED.
 */
export async function getLessonResults(repositories: LessonRepositories, { tenantId, userId, lessonId, now }: LearnerRequest): Promise<LessonResults> {
  const found = await repositories.lessons.findResultsForLearner(tenantId, userId, lessonId);
  if (!found) throw new NotFoundError();
  const { pages, timeSpent } = found;
  const lesson = withResults(found.lesson, now);
  const [nodes, scores, category] = await Promise.all([
    repositories.courseContent.listNodes(tenantId, lesson.courseId),
    repositories.figures.scores(tenantId, userId),
    repositories.figures.category(tenantId, lesson.courseCategoryId),
  ]);
  const sectionTitles = new Map(nodes.filter((node) => node.type === 'container').map((node) => [node.id, node.title]));
  const byNode = new Map(pages.map((page) => [page.nodeId, page]));
  const lessonPoints = lesson.scoring.global;
  const badges = [badge('pi', scores.global, lessonPoints, null)];
  if (category !== undefined) badges.push(badge('job', scores.jobs.get(category.id) ?? noPoints, lessonPoints, category));
  return {
    course: { id: lesson.courseId, title: lesson.courseTitle, language: lesson.courseLanguage, certifying: lesson.courseSettings.certifying === true },
    medal: medalOf(lessonPoints),
    timeSpent,
    pages: lessonSequence(nodes, lesson.enabledSectionIds)
      .filter((slot) => listedOnResults(slot.blockType))
      .map((slot) => resultPage(slot, byNode.get(slot.nodeId), sectionTitles)),
    badges,
    end: lessonEndData(lesson),
  };
}
