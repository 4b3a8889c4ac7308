import { dueState } from '@espace/domain/lessons/due-dates';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useDueSoon } from '../api/get-due-soon';
import { useDueText } from './due-note';

/** Home's « Cette semaine »: the courses due within 7 days, each a link to its lesson; nothing when none is (or the list fails). */
export function DueThisWeek() {
  const { t } = useTranslation();
  const headingId = useId();
  const text = useDueText();
  const dueSoon = useDueSoon();
  const [now] = useState(() => new Date());
  const items = dueSoon.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="due-week" aria-labelledby={headingId}>
      <h2 id={headingId} className="due-week__title">
        {t('home.due.thisWeek')}
      </h2>
      <ul className="due-week__list">
        {items.map((item) => {
          const state = dueState(item.due, false, now);
          return (
            <li key={item.lessonId} className="due-week__item">
              <Link to={paths.lesson.root.getHref({ id: item.lessonId })} className="due-week__link">
                {t('home.due.course', { course: item.courseTitle, program: item.programName })}
              </Link>
              {state.kind !== 'none' && state.kind !== 'done' && <span className={`due-note due-note--${state.kind}`}>{text(state)}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
