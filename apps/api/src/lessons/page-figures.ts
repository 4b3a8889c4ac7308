import type { PageFigures } from '@espace/contracts/lessons';
import { blockRows } from '@espace/domain/content/block';
import type { CompetencyScore } from '@espace/domain/dashboard/competencies';
import { jobScore, type Points } from '@espace/domain/dashboard/scores';
import type { DashboardRepository } from '../dashboard/dashboard-repository';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import { learnerScores } from '../dashboard/learner-scores';
import type { LoadedBlock } from './course-content-repository';
import type { LearnerLesson } from './lesson-types';

/** The learner's scores as the dashboard counts them (docs/dashboard.md), and the jobs' names. */
export interface LearnerFiguresSource {
  scores(tenantId: string, userId: string): Promise<{ global: Points; jobs: ReadonlyMap<string, Points>; competencies: readonly CompetencyScore[] }>;
  category(tenantId: string, categoryId: string): Promise<{ id: string; title: string; icon: string | null } | undefined>;
}

/** The figures read as the dashboard reads them, so a widget and the dashboard never disagree. */
export function createLearnerFiguresSource(lessons: LearnerLessonsRepository, dashboard: DashboardRepository): LearnerFiguresSource {
  return {
    scores: (tenantId, userId) => learnerScores({ tenantId, userId, lessons, dashboard }),
    category: async (tenantId, categoryId) => (await dashboard.listCategories(tenantId, [categoryId]))[0],
  };
}

/** The widget rows that show the learner's figures; the others (titles, icon) need none. */
const figureRowTypes: ReadonlySet<string> = new Set(['xp-earned', 'pi-xp-earned', 'job-xp-earned', 'competency-xp-earned', 'course-competency-list']);

const noPoints: Points = { actual: 0, max: 0 };

/**
 * The figures the page's widget rows show (docs/product/data-model.md#widget-rows), read only for a
 * page that has such a row: the lesson's points, the learner's global points (pi), the job of
 * the course's category out of 100, the block's competency and those the competency lists name.
 */
export async function pageFigures(
  source: LearnerFiguresSource,
  { tenantId, userId }: { tenantId: string; userId: string },
  lesson: Pick<LearnerLesson, 'scoring' | 'courseCategoryId'>,
  block: LoadedBlock,
): Promise<PageFigures | null> {
  const rows = blockRows(block);
  if (!rows.some((row) => figureRowTypes.has(row.type))) return null;
  const [scores, category] = await Promise.all([source.scores(tenantId, userId), source.category(tenantId, lesson.courseCategoryId)]);
  const competencyOf = new Map(scores.competencies.map((competency) => [competency.id, competency]));
  const figure = (id: string | null) => {
    const competency = id === null ? undefined : competencyOf.get(id);
    return competency === undefined ? null : { id: competency.id, title: competency.title, icon: competency.icon, points: competency.score };
  };
  const listed = rows.flatMap((row) => (row.type === 'course-competency-list' ? row.courseCompetencyIds : []));
  return {
    lesson: lesson.scoring.global,
    global: scores.global,
    job: category === undefined ? null : { ...category, score: jobScore(scores.jobs.get(category.id) ?? noPoints) },
    competency: figure(block.competencyId),
    competencies: [...new Set(listed)].flatMap((id) => figure(id) ?? []),
  };
}
