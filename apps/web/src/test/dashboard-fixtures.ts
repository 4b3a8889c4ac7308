import type { CompetencyRatio, LevelsResponse, StatsResponse } from '@espace/contracts/dashboard';

const competency = (id: string, title: string, ratio: number, extra: Partial<CompetencyRatio> = {}): CompetencyRatio => ({
  id,
  parentId: null,
  title,
  icon: null,
  isGeneric: false,
  depth: 0,
  score: { actual: ratio * 10, max: 10 },
  ratio,
  ...extra,
});

export const levels: LevelsResponse = {
  global: { score: { actual: 57, max: 100 }, ratio: 0.57, medal: 'silver' },
  badges: [
    { type: 'pi', refId: null, label: '', icon: null, level: 'silver', size: 'lg', done: 0.57, delta: 0.05, deltaSign: 'positive' },
    { type: 'job', refId: 'j1', label: 'Vente', icon: 'sales', level: 'bronze', size: 'md', done: 0.3, delta: -0.02, deltaSign: 'negative' },
  ],
  competencies: [
    competency('m', 'Mathématiques', 0.8, { icon: 'maths' }),
    competency('m1', 'Calcul mental', 0.6, { parentId: 'm', depth: 1 }),
    competency('c', 'Communication', 0.4, { icon: 'communication' }),
  ],
  generic: {
    competency: competency('g', 'Savoir-être', 0.5, { isGeneric: true }),
    reportingLevel: 1,
    items: [competency('g1', 'Ponctualité', 0.9, { parentId: 'g', depth: 1, isGeneric: true })],
  },
  jobs: [{ id: 'j1', title: 'Vente', icon: 'retail', score: 72, ratio: 0.72 }],
  progressRate: { fraction: 0.5734 },
  lastRecordAt: '2026-03-01T00:00:00.000Z',
};

export const stats: StatsResponse = {
  period: '1m',
  bucket: 'day',
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-03T00:00:00.000Z',
  points: [
    { start: '2026-03-01T00:00:00.000Z', timeSpent: 3723, pagesDone: 4, score: { actual: 8, max: 10 }, scoreRatio: 0.8 },
    { start: '2026-03-02T00:00:00.000Z', timeSpent: 60, pagesDone: 1, score: { actual: 1, max: 2 }, scoreRatio: 0.5 },
  ],
  totals: { timeSpent: 3783, pagesDone: 5, score: { actual: 9, max: 12 }, scoreRatio: 0.75 },
};
