import type { StatsPeriod, StatsPoint } from '@espace/contracts/dashboard';
import { type AxisKind, axisTicks } from '@espace/domain/dashboard/chart-axis';
import { statsPeriods } from '@espace/domain/dashboard/stats';
import { formatDuration } from '@espace/domain/display/duration';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStats } from '../api/get-stats';
import { BarChart, type ChartPoint } from './bar-chart';
import { QueryState } from './query-state';
import { StatsTable } from './stats-table';
import { useNumberFormat } from './use-number-format';

type Measure = 'timeSpent' | 'pagesDone' | 'score';

/** The statistics tab (docs/product/scoring-and-badges.md#statistics): time spent, pages done and scores over a chosen period, drawn and tabulated. */
export function StatsPage() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const periodId = useId();
  const [period, setPeriod] = useState<StatsPeriod>('1m');
  const stats = useStats(period);
  const dateLabel = (iso: string, bucket: string) =>
    dateTimeFormat(i18n.language, bucket === 'month' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' }).format(new Date(iso));
  const values: Record<Measure, (point: Omit<StatsPoint, 'start'>) => { value: number; text: string }> = {
    timeSpent: (point) => ({ value: point.timeSpent, text: formatDuration(point.timeSpent, i18n.language) }),
    pagesDone: (point) => ({ value: point.pagesDone, text: format.number(point.pagesDone) }),
    score: (point) => ({ value: point.scoreRatio, text: format.percent(point.scoreRatio) }),
  };
  const measures: Measure[] = ['timeSpent', 'pagesDone', 'score'];
  // The value axis of each chart, in the measure's own unit.
  const axisText: Record<Measure, (value: number) => string> = {
    timeSpent: (value) => formatDuration(value, i18n.language),
    pagesDone: (value) => format.number(value),
    score: (value) => format.percent(value),
  };
  const axisKind: Record<Measure, AxisKind> = { timeSpent: 'duration', pagesDone: 'count', score: 'ratio' };
  return (
    <div className="stats">
      <div className="stats__period">
        <label htmlFor={periodId}>{t('dashboard.stats.period')}</label>
        <select className="control" id={periodId} value={period} onChange={(event) => setPeriod(event.target.value as StatsPeriod)}>
          {statsPeriods.map((choice) => (
            <option key={choice} value={choice}>
              {t(`dashboard.stats.periods.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={stats}>
        {(data) =>
          // Nothing done in the period: a sentence, not three flat charts and a table of zeros.
          data.points.every((point) => point.timeSpent === 0 && point.pagesDone === 0) ? (
            <p className="stats__empty">{t('dashboard.stats.empty')}</p>
          ) : (
            <>
              <div className="stats__charts">
                {measures.map((measure, index) => {
                  const points: ChartPoint[] = data.points.map((point) => {
                    const label = dateLabel(point.start, data.bucket);
                    const { value, text } = values[measure](point);
                    return { label, value, title: t('dashboard.stats.point', { label, value: text }) };
                  });
                  const total = values[measure](data.totals).text;
                  return (
                    <figure key={measure} className="stats__chart">
                      <figcaption>{t(`dashboard.stats.${measure}.title`, { total })}</figcaption>
                      <BarChart
                        points={points}
                        ticks={axisTicks(Math.max(0, ...points.map((point) => point.value)), axisKind[measure])}
                        colour={index + 1}
                        summary={t(`dashboard.stats.${measure}.summary`, { total })}
                        formatValue={axisText[measure]}
                      />
                    </figure>
                  );
                })}
              </div>
              <StatsTable
                rows={data.points.map((point) => ({
                  key: point.start,
                  label: dateLabel(point.start, data.bucket),
                  cells: measures.map((measure) => values[measure](point).text),
                }))}
                headers={measures.map((measure) => t(`dashboard.stats.${measure}.column`))}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
