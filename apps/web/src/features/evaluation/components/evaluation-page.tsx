import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/errors/api-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { FormFailure } from '../../../lib/forms/form-failure';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useMyReview, useReviewedProgram, useSendReview } from '../api/review';
import { commentLimit, ratingOf, ratioOf, type ReviewIssue, reviewIssues } from '@espace/domain/reviews/review-rules';
import { StarRating } from './star-rating';
import './evaluation.css';
import { destinations } from '../../../lib/destinations';

export interface EvaluationPageProps {
  programId: string;
  userId: string;
  classId?: string | undefined;
}

/** /evaluate/Program/:id and its states: editing, sending, already sent (docs/product/screens-and-routes.md#evaluation). */
export function EvaluationPage({ programId, userId, classId }: EvaluationPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ids = { rating: useId(), comment: useId(), counter: useId(), commentError: useId() };
  const program = useReviewedProgram(programId);
  const existing = useMyReview({ resourceType: 'Program', resourceId: programId, userId });
  const send = useSendReview();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [issues, setIssues] = useState<ReviewIssue[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const back = useRef<HTMLAnchorElement>(null);
  // Sent, the button is gone: the focus goes to the way back rather than to the page's body (WCAG 2.4.3).
  useEffect(() => {
    if (send.isSuccess) back.current?.focus();
  }, [send.isSuccess]);

  // An unknown program, or one outside the learner's classes, is no page to rate.
  // A program outside the learner's classes: the route's full-page state says nothing is there (docs/product/errors.md#full-page-states).
  if (program.error instanceof ApiError && program.error.status === 404) throw program.error;
  if (existing.isPending || program.isPending) return <p role="status">{t('evaluation.loading')}</p>;
  const sent = existing.data ?? null;
  const locked = sent !== null || send.isPending;
  const shownRating = sent ? ratingOf(sent.ratio) : rating;
  const shownComment = sent ? (sent.comment ?? '') : comment;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewIssues(rating, comment);
    setIssues(found);
    if (found.length > 0) {
      form.current?.querySelector<HTMLElement>(found[0] === 'ratingRequired' ? 'input[type=radio]' : 'textarea')?.focus();
      return;
    }
    send.mutate({ resourceType: 'Program', resourceId: programId, ratio: ratioOf(rating), comment: comment.trim(), ...(classId ? { classId } : {}) });
  };
  const tooLong = issues.includes('commentTooLong');
  return (
    <div className="evaluation">
      <h1>{t('evaluation.title')}</h1>
      {program.data && <p className="evaluation__program">{program.data.name}</p>}
      {sent && !send.isSuccess && <p className="alert alert--info">{t('evaluation.alreadySent')}</p>}
      {/* A region there before its words, so a screen reader reads the thanks when they arrive (WCAG 4.1.3). */}
      <p className={send.isSuccess ? 'alert alert--success' : 'visually-hidden'} role="status">
        {send.isSuccess ? t('evaluation.success') : null}
      </p>
      {send.isError && <FormFailure title={errorText(send.error).title} message={errorText(send.error).message} />}
      <form ref={form} className="evaluation__form" onSubmit={submit} noValidate aria-busy={send.isPending}>
        <StarRating value={shownRating} onChange={setRating} disabled={locked} errorId={ids.rating} invalid={issues.includes('ratingRequired')} />
        {issues.includes('ratingRequired') && (
          <p id={ids.rating} className="field__error" role="alert">
            {t('evaluation.rating.required')}
          </p>
        )}
        <div className="field">
          <label htmlFor={ids.comment}>{t('evaluation.comment.label')}</label>
          <textarea
            id={ids.comment}
            value={shownComment}
            onChange={(event) => setComment(event.target.value)}
            disabled={locked}
            rows={5}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${ids.counter} ${ids.commentError}` : ids.counter}
          />
          <p id={ids.counter} className="evaluation__counter">
            {t('evaluation.comment.counter', { count: shownComment.length, max: commentLimit })}
          </p>
          {tooLong && (
            <p id={ids.commentError} className="field__error" role="alert">
              {t('evaluation.comment.tooLong', { max: commentLimit })}
            </p>
          )}
        </div>
        {sent === null && (
          <BusyButton className="button button--primary" busy={send.isPending}>
            {send.isPending ? t('evaluation.sending') : t('evaluation.send')}
          </BusyButton>
        )}
      </form>
      {(sent !== null || send.isError) && (
        <Link ref={back} className="button button--secondary" to={destinations.dashboard.href}>
          {t(destinations.dashboard.backKey)}
        </Link>
      )}
    </div>
  );
}
