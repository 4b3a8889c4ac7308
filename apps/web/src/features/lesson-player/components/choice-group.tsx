import { useId } from 'react';
import { ContentText } from '../../../components/lesson-content/content-text';

export interface ChoiceGroupProps {
  legend: string;
  options: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  /** Said under the group when Continue was pressed without a choice. */
  error: string | null;
  /** The language the question and answers are written in, when it is the course's (WCAG 3.1.2). */
  language?: string | undefined;
}

/** A required single choice among authored answers, as native radios in a fieldset: arrows move, the legend names the question. */
export function ChoiceGroup({ legend, options, value, onChange, error, language }: ChoiceGroupProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="choice-group__legend" lang={language}>
        <ContentText text={legend} />
      </legend>
      {options.map((option) => (
        <label key={option.value} className="choice-group__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} required />
          <span lang={language}>
            <ContentText text={option.label} />
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="choice-group__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
