import type { Badge, CompetencyRatio, LevelsResponse } from '@espace/contracts/dashboard';
import { badgeLevel, badgeSize, type BadgeType } from '@espace/domain/dashboard/badges';
import { type CompetencyScore, genericReport } from '@espace/domain/dashboard/competencies';
import { isDailyRecordDue, readRecordScores, startOfRecordDay } from '@espace/domain/dashboard/records';
import { boundedRatio, jobScore, medalOf, type Points } from '@espace/domain/dashboard/scores';
import type { RecordsRepository } from './records-repository';
import type { DashboardRepository } from './dashboard-repository';
import type { LearnerLessonsRepository } from './learner-lessons-repository';
import { type LearnerScores, learnerScores, recordScoresOf } from './learner-scores';

interface GetLevelsInput {
  tenantId: string;
  userId: string;
  now: Date;
  lessons: LearnerLessonsRepository;
  dashboard: DashboardRepository;
  records: RecordsRepository;
}

const toRatio = ({ parentId, depth, score, ratio, id, title, icon, isGeneric }: CompetencyScore): CompetencyRatio => ({
  id,
  parentId,
  title,
  icon,
  isGeneric,
  depth,
  score,
  ratio,
});

function badge(type: BadgeType, ref: { id: string | null; title: string; icon: string | null }, points: Points, previous: Points | null): Badge {
  return { type, refId: ref.id, label: ref.title, icon: ref.icon, size: badgeSize(type), ...badgeLevel(points, previous) };
}

/** What the levels tab has a badge for besides pi (docs/product/scoring-and-badges.md#badges): each job, each top-level competency that is not generic. */
export async function badgeSubjects(tenantId: string, scores: LearnerScores, dashboard: DashboardRepository) {
  const categories = await dashboard.listCategories(tenantId, [...scores.jobs.keys()]);
  const jobs = categories.map((category) => {
    const points = scores.jobs.get(category.id) ?? { actual: 0, max: 0 };
    return { ...category, points, score: jobScore(points), ratio: boundedRatio(points) };
  });
  const roots = scores.competencies.filter((competency) => competency.depth === 0 && !competency.isGeneric);
  return { jobs, roots };
}

/**
 * The levels tab (docs/product/scoring-and-badges.md#badges): badges with their delta since the last record
 * before today, the competency tree, jobs out of 100 and the progress rate.
 * Reading the levels also writes the day's record when none exists yet (the
 * lazy daily snapshot, docs/dashboard.md).
 */
export async function getLevels({ tenantId, userId, now, lessons, dashboard, records }: GetLevelsInput): Promise<LevelsResponse> {
  const [scores, recorded] = await Promise.all([
    learnerScores({ tenantId, userId, lessons, dashboard }),
    records.latest(tenantId, userId, startOfRecordDay(now)),
  ]);
  if (isDailyRecordDue(recorded.newest?.date ?? null, now)) await records.insert(tenantId, userId, now, recordScoresOf(scores));
  const baseline = recorded.baseline === null ? null : readRecordScores(recorded.baseline.scores);

  const { jobs, roots } = await badgeSubjects(tenantId, scores, dashboard);
  const badges = [
    badge('pi', { id: null, title: '', icon: null }, scores.global, baseline?.global ?? null),
    ...jobs.map((job) => badge('job', job, job.points, baseline === null ? null : (baseline.jobs[job.id] ?? { actual: 0, max: 0 }))),
    ...roots.map((root) => badge('competency', root, root.score, baseline === null ? null : (baseline.competencies[root.id] ?? { actual: 0, max: 0 }))),
  ];
  const generic = genericReport(scores.competencies);
  return {
    global: { score: scores.global, ratio: boundedRatio(scores.global), medal: medalOf(scores.global) },
    badges,
    competencies: scores.competencies.map(toRatio),
    generic: generic === null ? null : { competency: toRatio(generic.competency), reportingLevel: generic.reportingLevel, items: generic.items.map(toRatio) },
    jobs: jobs.map(({ id, title, icon, score, ratio }) => ({ id, title, icon, score, ratio })),
    progressRate: { fraction: scores.progressRate },
    lastRecordAt: recorded.baseline?.date.toISOString() ?? null,
  };
}
