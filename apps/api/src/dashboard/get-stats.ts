import type { StatsPeriod, StatsResponse } from '@espace/contracts/dashboard';
import { activityTotals, bucketActivity, statsWindow } from '@espace/domain/dashboard/stats';
import type { DashboardRepository } from './dashboard-repository';

interface GetStatsInput {
  tenantId: string;
  userId: string;
  period: StatsPeriod;
  now: Date;
  dashboard: DashboardRepository;
}

/** The statistics tab (docs/product/scoring-and-badges.md#statistics): time spent, pages done and scores per bucket of the period, from the lesson pages. */
export async function getStats({ tenantId, userId, period, now, dashboard }: GetStatsInput): Promise<StatsResponse> {
  const window = statsWindow(period, now);
  const days = await dashboard.dailyActivity(tenantId, userId, window.from, window.to);
  const points = bucketActivity(window, days);
  return {
    period,
    bucket: window.bucket,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    points: points.map((point) => ({ ...point, start: point.start.toISOString() })),
    totals: activityTotals(points),
  };
}
