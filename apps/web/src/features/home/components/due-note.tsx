import type { CourseDueContract } from '@espace/contracts/due-dates';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { type DueState, dueState } from '@espace/domain/lessons/due-dates';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A due day (YYYY-MM-DD) written as the learner reads it, « 12 décembre 2026 »: the day itself, in no time zone. */
function useDueDay() {
  const { i18n } = useTranslation();
  return (day: string) => dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** « dans 3 jours », « demain », « aujourd’hui », « il y a 2 jours » in the learner's language. */
function useDaysFromToday() {
  const { i18n } = useTranslation();
  return (days: number) => new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(days, 'day');
}

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
