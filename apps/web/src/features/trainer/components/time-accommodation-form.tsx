import { EXTRA_TIMES, type ExtraTime } from '@espace/domain/lessons/time-accommodation';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useSetTimeAccommodation, useTimeAccommodation } from '../api/trainer-api';
import { BusyButton } from '../../../lib/forms/busy-button';

/** The select's value for "the course's own limits": no accommodation. */
const NONE = 'none';
type Choice = ExtraTime | typeof NONE;
/** Text keys by choice: i18next reads a dot in a key as a level, so not `x1.25` itself. */
const choiceKey: Record<Choice, string> = { none: 'none', 'x1.25': 'x1_25', 'x1.5': 'x1_5', x2: 'x2', unlimited: 'unlimited' };
const choices: readonly Choice[] = [NONE, ...EXTRA_TIMES];

/**
 * A learner's time accommodation in this class (WCAG 2.2.1, docs/accessibility.md): every time
 * limit of the class's courses multiplied, or none at all, for this learner only. The server
 * enforces the limit it gives; the learner's timer shows it.
 */
export function TimeAccommodationForm({ classId, userId, learnerName }: { classId: string; userId: string; learnerName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldId = useId();
  const current = useTimeAccommodation(classId, userId);
  const save = useSetTimeAccommodation(classId, userId);
  // What the trainer picked, until saved; else what is stored.
  const [picked, setPicked] = useState<Choice | null>(null);
  const stored: Choice | undefined = current.data === undefined ? undefined : (current.data ?? NONE);
  const value = picked ?? stored ?? NONE;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value === NONE ? null : value, { onSuccess: () => setPicked(null) });
  };
  const error = current.isError ? errorText(current.error).message : save.isError ? errorText(save.error).message : null;
  return (
    <section className="trainer-section" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>{t('trainer.accommodation.title')}</h2>
      <p>{t('trainer.accommodation.explain', { name: learnerName })}</p>
      <form className="accommodation-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>{t('trainer.accommodation.label')}</label>
          <select
            className="control"
            id={fieldId}
            value={value}
            disabled={current.isPending}
            aria-describedby={error === null ? undefined : `${fieldId}-error`}
            onChange={(event) => {
              setPicked(event.target.value as Choice);
              save.reset();
            }}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {t(`trainer.accommodation.choice.${choiceKey[choice]}`)}
              </option>
            ))}
          </select>
        </div>
        <BusyButton className="button button--primary" busy={save.isPending} disabled={current.isPending}>
          {t('trainer.accommodation.save')}
        </BusyButton>
      </form>
      {error !== null && (
        <p id={`${fieldId}-error`} className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <p className="accommodation-form__saved" role="status">
        {save.isSuccess && picked === null ? t('trainer.accommodation.saved') : ''}
      </p>
    </section>
  );
}
