import type { Roster, RosterQuery, RosterRow } from '@espace/contracts/trainer';
import { formatDuration } from '@espace/domain/display/duration';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { openToLearner } from '@espace/domain/lessons/open-to-learner';
import { rosterCell, wholePercent } from '@espace/domain/trainer/roster';
import type { RosterSort } from '@espace/domain/trainer/roster-vocabulary';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/score/progress-bar';
import { useDateTime } from '../../../lib/use-date-time';
import { useHorizontalOverflow } from '../../../lib/use-horizontal-overflow';
import { useCourseNames } from './use-course-names';
import { paths } from '../../../lib/paths';
import { usePersonName } from '../../../lib/use-person-name';

/** A learner as a selection holds them. */
export interface SelectedLearner {
  id: string;
  displayName: string;
}

/** The learners chosen for a message (docs/trainers.md#messages): a box on each line, and one for the page. */
export interface RosterSelection {
  isSelected: (learnerId: string) => boolean;
  /** The whole view is chosen: every box says so, and none changes on its own. */
  wholeView: boolean;
  onToggle: (learners: readonly SelectedLearner[], selected: boolean) => void;
}

interface RosterTableProps {
  roster: Roster;
  query: RosterQuery;
  onSort: (sort: RosterSort) => void;
  selection?: RosterSelection | undefined;
}

function SortHeader({ column, query, onSort, before }: { column: RosterSort; query: RosterQuery; onSort: (sort: RosterSort) => void; before?: ReactNode }) {
  const { t } = useTranslation();
  const label = t(`trainer.roster.column.${column}`);
  const sorted = query.sort === column;
  return (
    <th scope="col" aria-sort={sorted ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {before}
      <button type="button" className="roster__sort" onClick={() => onSort(column)} aria-label={t('trainer.roster.sortBy', { column: label })}>
        {label}
        <span className="roster__sort-mark" aria-hidden="true">
          {sorted ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

type RosterCourse = Roster['courses'][number];
type RosterLesson = RosterRow['lessons'][number];

/** A course's cell for a learner's lesson: closed content or a window not open yet first (rosterCell), else the lesson's state. */
function LessonStateText({ course, lesson, now }: { course: RosterCourse; lesson: RosterLesson; now: Date }) {
  const { t, i18n } = useTranslation();
  const cell = rosterCell(course, lesson.state, now);
  if (cell.kind === 'closed') return <span className="roster__state roster__state--closed">{t('trainer.roster.courseClosed')}</span>;
  if (cell.kind === 'upcoming') {
    const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(cell.opensAt));
    return <span className="roster__state roster__state--upcoming">{t('trainer.roster.courseUpcoming', { date })}</span>;
  }
  return <span className="roster__state">{t(`score.state.${cell.state}`)}</span>;
}

/**
 * The roster as a table (a list of cards on phones, the same cells labelled): a learner per row,
 * then their status, progress, score, time and last activity, then a column per course. When the
 * courses are wider than the screen, the learner column stays in place as the rest scrolls, and a
 * line above the table and a shade on its right edge say there is more to see.
 */
export function RosterTable({ roster, query, onSort, selection }: RosterTableProps) {
  const { t, i18n } = useTranslation();
  const dateTime = useDateTime();
  const personName = usePersonName();
  const percent = (fraction: number) => t('trainer.percent', { percent: wholePercent(fraction) });
  // The moment the roster was shown: what opens or closes with the clock is judged at it.
  const [now] = useState(() => new Date());
  const frame = useRef<HTMLDivElement>(null);
  const { overflows, atEnd } = useHorizontalOverflow(frame);
  // A course's column is named by its title, and by its program where the title alone would be ambiguous (two programs sharing a course).
  const courseName = useCourseNames(roster.courses.map((course) => ({ id: course.programCourseId, title: course.title, programName: course.programName })));
  const columnName = (course: RosterCourse) => courseName(course.programCourseId, course.title);
  const pageLearners = roster.items.map((row) => ({ id: row.learner.id, displayName: personName(row.learner.displayName) }));
  const pageSelected = selection !== undefined && pageLearners.length > 0 && pageLearners.every((learner) => selection.isSelected(learner.id));
  return (
    <>
      {overflows && (
        <p className="roster__scroll-hint" id="roster-scroll-hint">
          {t('trainer.roster.scrollHint')}
        </p>
      )}
      <div className={`roster-frame${overflows && !atEnd ? ' roster-frame--more' : ''}`}>
        {/* A region that scrolls sideways takes the keyboard's focus, so its hidden columns can be reached without a mouse. */}
        <div
          ref={frame}
          className="roster"
          role="region"
          aria-label={t('trainer.roster.scroll')}
          aria-describedby={overflows ? 'roster-scroll-hint' : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="roster__table">
            <caption className="visually-hidden">{t('trainer.roster.caption', { name: roster.class.name })}</caption>
            <thead>
              <tr>
                <SortHeader
                  column="name"
                  query={query}
                  onSort={onSort}
                  before={
                    selection && (
                      <input
                        type="checkbox"
                        className="roster__select"
                        aria-label={t('trainer.roster.selectPage')}
                        checked={pageSelected}
                        disabled={selection.wholeView}
                        onChange={(event) => selection.onToggle(pageLearners, event.target.checked)}
                      />
                    )
                  }
                />
                <th scope="col">{t('trainer.roster.column.status')}</th>
                <SortHeader column="progress" query={query} onSort={onSort} />
                <SortHeader column="score" query={query} onSort={onSort} />
                <SortHeader column="timeSpent" query={query} onSort={onSort} />
                <SortHeader column="lastActivity" query={query} onSort={onSort} />
                {roster.courses.map((course) => (
                  <th scope="col" key={course.programCourseId} className="roster__course">
                    {columnName(course)}
                    {openToLearner(course, now).kind === 'closed' && <span className="roster__course-closed"> · {t('trainer.roster.courseClosed')}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {roster.items.map((row) => {
                const lessons = new Map(row.lessons.map((lesson) => [lesson.programCourseId, lesson]));
                const learnerName = personName(row.learner.displayName);
                return (
                  <tr key={row.learner.id}>
                    <th scope="row" data-label={t('trainer.roster.column.learner')}>
                      <span className="roster__learner">
                        {selection && (
                          <input
                            type="checkbox"
                            className="roster__select"
                            aria-label={t('trainer.roster.select', { learner: learnerName })}
                            checked={selection.isSelected(row.learner.id)}
                            disabled={selection.wholeView}
                            onChange={(event) => selection.onToggle([{ id: row.learner.id, displayName: learnerName }], event.target.checked)}
                          />
                        )}
                        <Link to={paths.trainer.learner.getHref({ classId: roster.class.id, userId: row.learner.id })}>{learnerName}</Link>
                      </span>
                    </th>
                    <td data-label={t('trainer.roster.column.status')}>
                      <span className="roster__badges">
                        <span className={`roster__status roster__status--${row.status}`}>{t(`trainer.roster.status.${row.status}`)}</span>
                        {row.late && <span className="roster__late">{t('trainer.roster.late')}</span>}
                      </span>
                    </td>
                    <td data-label={t('trainer.roster.column.progress')}>
                      <span className="trainer-progress">
                        <ProgressBar fraction={row.progress} label={t('trainer.roster.progressOf', { learner: learnerName })} />
                        <span>{percent(row.progress)}</span>
                      </span>
                    </td>
                    <td data-label={t('trainer.roster.column.score')}>{row.score.max > 0 ? percent(row.score.ratio) : t('trainer.roster.noLesson')}</td>
                    <td data-label={t('trainer.roster.column.timeSpent')}>{formatDuration(row.timeSpent, i18n.language)}</td>
                    <td data-label={t('trainer.roster.column.lastActivity')}>{dateTime(row.lastActivityAt, t('trainer.roster.never'))}</td>
                    {roster.courses.map((course) => {
                      const lesson = lessons.get(course.programCourseId);
                      return (
                        <td key={course.programCourseId} data-label={columnName(course)} className="roster__course">
                          {lesson === undefined ? (
                            t('trainer.roster.noLesson')
                          ) : (
                            <span className="roster__lesson">
                              <span className="trainer-progress">
                                <ProgressBar
                                  fraction={lesson.progression}
                                  label={t('trainer.roster.courseProgressOf', { learner: learnerName, course: columnName(course) })}
                                />
                                <span>{percent(lesson.progression)}</span>
                              </span>
                              <LessonStateText course={course} lesson={lesson} now={now} />
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </>
  );
}
