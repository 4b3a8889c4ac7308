import { useTranslation } from '../../../lib/i18n/use-translation';
import { ratingMax } from '@espace/domain/reviews/review-rules';

const starPath = 'M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17.1l-6 3.3 1.3-6.7-5-4.7 6.8-.8z';

/**
 * A native radio group drawn as stars: arrows change the rating, each star has
 * its name ('3 étoiles sur 5'), and the group carries the required error.
 */
export function StarRating({
  value,
  onChange,
  disabled,
  errorId,
  invalid,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled: boolean;
  errorId: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="star-rating" disabled={disabled} aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
      <legend>{t('evaluation.rating.legend')}</legend>
      <div className="star-rating__stars">
        {Array.from({ length: ratingMax }, (_, index) => index + 1).map((rating) => (
          <label key={rating} className={`star-rating__star${rating <= value ? ' star-rating__star--on' : ''}`}>
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="visually-hidden"
              required
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path d={starPath} />
            </svg>
            <span className="visually-hidden">{t('evaluation.rating.star', { count: rating, max: ratingMax })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
