import type { MyLesson } from '@espace/contracts/classes';

type State = MyLesson['state'];

/** One small pictogram per lesson state (docs/product/lessons.md#lesson-states); always shown next to the state's name, never alone. */
const paths: Record<State, string> = {
  LOCKED: 'M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7h1Zm2 0h2V5a1 1 0 0 0-2 0v2Z',
  AVAILABLE: 'M5 3l8 5-8 5V3Z',
  HIDDEN: 'M2 8s2-4 6-4 6 4 6 4-2 4-6 4-6-4-6-4Zm1 6L13 2',
  DONE: 'M3 8.5l3 3 7-7',
  SKIPPED: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2Zm0 3v3l2 2',
  EXPIRED: 'M3 3l10 10M13 3L3 13',
};

const stroked: ReadonlySet<State> = new Set(['DONE', 'SKIPPED', 'EXPIRED', 'HIDDEN']);

export function LessonStateIcon({ state }: { state: State }) {
  const line = stroked.has(state);
  return (
    <svg className="lesson-state__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={paths[state]} fill={line ? 'none' : 'currentColor'} stroke={line ? 'currentColor' : 'none'} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
