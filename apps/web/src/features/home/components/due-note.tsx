import type { CourseDueContract } from '@espace/contracts/due-dates';
import { type DueState, dueState } from '@espace/domain/lessons/due-dates';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDaysFromToday, useDueDay } from '../../../lib/use-due-day';

/** What a learner reads about a due date: the day, extended or not, late or not, and the time left. */
export function useDueText() {
  const { t } = useTranslation();
  const dayText = useDueDay();
  const fromToday = useDaysFromToday();
  return (state: Exclude<DueState, { kind: 'none' | 'done' }>) => {
    const date = dayText(state.due.dueOn);
    if (state.kind === 'late') return t(state.due.extended ? 'home.due.lateExtended' : 'home.due.late', { date, when: fromToday(-state.daysLate) });
    return t(state.due.extended ? 'home.due.extended' : 'home.due.before', { date, when: fromToday(state.daysLeft) });
  };
}

/** A course row's due date, when it has one and the lesson is not over; late ones in the warning colour. */
export function DueNote({ due, ended, now }: { due: CourseDueContract | null; ended: boolean; now: Date }) {
  const text = useDueText();
  const state = dueState(due, ended, now);
  if (state.kind === 'none' || state.kind === 'done') return null;
  return <span className={`due-note due-note--${state.kind}`}>{text(state)}</span>;
}
