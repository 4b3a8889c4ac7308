import { type Competency, type CompetencyScore, competencyScores } from '@espace/domain/dashboard/competencies';
import { progressRateFromCounts } from '@espace/domain/dashboard/lesson-progression';
import type { RecordScores } from '@espace/domain/dashboard/records';
import { addPoints, noPoints, type Points } from '@espace/domain/dashboard/scores';
import type { DashboardRepository } from './dashboard-repository';
import type { LearnerLessonsRepository } from './learner-lessons-repository';
import { lessonProgressions } from './lesson-progressions';

export interface LearnerScoresInput {
  tenantId: string;
  userId: string;
  lessons: LearnerLessonsRepository;
  dashboard: DashboardRepository;
}

export interface LearnerScores {
  global: Points;
  /** Points by course category (the jobs). */
  jobs: Map<string, Points>;
  competencies: CompetencyScore[];
  competencyList: Competency[];
  progressRate: number;
}

/**
 * Everything the levels and the records show, from real lesson data in a
 * fixed number of queries: one for the lessons' points summed by category
 * (global and job points, progress rate), the open lessons and the answered
 * pages by competency (scoreSources), two more for the open lessons' pages
 * when there are any. HIDDEN lessons do not count.
 */
export async function learnerScores({ tenantId, userId, lessons, dashboard }: LearnerScoresInput): Promise<LearnerScores> {
  const { totals, openLessons, competencyPoints, competencies: competencyList } = await dashboard.scoreSources(tenantId, userId);
  const progressions = await lessonProgressions(tenantId, openLessons, lessons);
  const jobs = new Map<string, Points>();
  let global = noPoints;
  let counted = 0;
  let completed = 0;
  for (const category of totals) {
    global = addPoints(global, category.points);
    jobs.set(category.categoryId, category.points);
    counted += category.lessons;
    completed += category.completed;
  }
  return {
    global,
    jobs,
    competencies: competencyScores(competencyList, competencyPoints),
    competencyList,
    progressRate: progressRateFromCounts({ counted, completed, openProgressions: [...progressions.values()] }),
  };
}

/** The snapshot a record keeps. */
export function recordScoresOf(scores: LearnerScores): RecordScores {
  return {
    global: scores.global,
    jobs: Object.fromEntries(scores.jobs),
    competencies: Object.fromEntries(scores.competencies.map((competency) => [competency.id, competency.score])),
    progressRate: scores.progressRate,
  };
}
