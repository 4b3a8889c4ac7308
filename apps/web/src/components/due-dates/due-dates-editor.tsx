import type { ClassDueDates } from '@espace/contracts/due-dates';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../../lib/errors/use-error-text';
import { describedByOf, FieldError, FieldHint } from '../../lib/forms/field-notes';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDueDay } from '../../lib/use-due-day';
import './due-dates.css';

type Course = ClassDueDates['programs'][number]['courses'][number];

/** Saves a day for the course, or clears it with null. */
export type SaveDueDay = (programCourseId: string, dueOn: string | null) => Promise<unknown>;

const refusals = ['notAfterDueDate', 'noDueDate'] as const;

/** The word of a refusal the editor explains (`issues[0].message`), or 'dueOn' for a day the API found malformed. */
function refusalOf(error: unknown): string | undefined {
  const body = (error as { body?: { issues?: { path?: unknown; message?: unknown }[] } } | null)?.body;
  const issue = body?.issues?.[0];
  if (typeof issue?.message === 'string' && (refusals as readonly string[]).includes(issue.message)) return issue.message;
  return typeof issue?.path === 'string' && issue.path.endsWith('dueOn') ? 'dueOn' : undefined;
}

/**
 * A class's due dates (docs/trainers.md#due-dates), one day field per course of each program: the
 * class's own, or, for `learner`, that learner's extensions. A refused save keeps what was typed.
 */
export function DueDatesEditor({ data, learner, save }: { data: ClassDueDates; learner?: { id: string; name: string }; save: SaveDueDay }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [said, setSaid] = useState('');
  return (
    <section className="due-dates" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(learner === undefined ? 'dueDates.classTitle' : 'dueDates.learnerTitle')}</h2>
      <p>{learner === undefined ? t('dueDates.classExplain') : t('dueDates.learnerExplain', { name: learner.name })}</p>
      {data.programs.map((program) => (
        <fieldset key={program.classProgramId} className="due-dates__program">
          <legend>{program.name}</legend>
          {program.courses.length === 0 && <p>{t('dueDates.noCourse')}</p>}
          {program.courses.map((course) => (
            <DueDayRow key={course.programCourseId} course={course} learnerId={learner?.id} save={save} onSaved={setSaid} />
          ))}
        </fieldset>
      ))}
      <p className="due-dates__status" role="status">
        {said}
      </p>
    </section>
  );
}

function DueDayRow({ course, learnerId, save, onSaved }: { course: Course; learnerId: string | undefined; save: SaveDueDay; onSaved: (said: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const day = useDueDay();
  const id = useId();
  const stored = learnerId === undefined ? course.dueOn : (course.extensions.find((extension) => extension.userId === learnerId)?.dueOn ?? null);
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const value = typed ?? stored ?? '';

  if (learnerId !== undefined && course.dueOn === null) {
    return (
      <div className="due-dates__row">
        <span className="due-dates__course">{course.title}</span>
        <span className="field__hint">{t('dueDates.noClassDay')}</span>
      </div>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await save(course.programCourseId, value === '' ? null : value);
      setTyped(null);
      onSaved(t(value === '' ? 'dueDates.cleared' : 'dueDates.saved', { course: course.title }));
    } catch (caught) {
      // What was typed stays in the field, the reason beside it.
      const refusal = refusalOf(caught);
      setError(refusal === undefined ? errorText(caught).message : t(`dueDates.refusal.${refusal}`));
      document.getElementById(id)?.focus();
    } finally {
      setBusy(false);
    }
  }
  const hint =
    learnerId !== undefined && course.dueOn !== null
      ? t('dueDates.classDay', { date: day(course.dueOn) })
      : course.setBy !== null && learnerId === undefined && course.dueOn !== null
        ? t('dueDates.setBy', { name: course.setBy })
        : undefined;
  return (
    <form className="due-dates__row" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={id}>{t('dueDates.courseLabel', { course: course.title })}</label>
        <input
          id={id}
          className="control"
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          value={value}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedByOf(id, hint, error)}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
        <FieldHint id={id} hint={hint} />
        <FieldError id={id} error={error} />
      </div>
      <button type="submit" className="button button--secondary" aria-busy={busy} aria-label={t('dueDates.saveNamed', { course: course.title })}>
        {t('dueDates.save')}
      </button>
    </form>
  );
}
