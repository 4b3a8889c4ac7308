import type { IssuedCalendarFeed } from '@espace/contracts/calendar';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useIssueCalendarFeed, useMyCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { CalendarHowTo } from './calendar-how-to';

type Status = 'copied' | 'copyFailed' | 'renewed' | 'revoked' | null;

/**
 * « Ajouter à mon agenda » (docs/product/accounts.md#calendar-link): makes the private link of the
 * user's calendar feed, shows it the once it is known, copies it, renews it and revokes it, each
 * renewal and revocation confirmed first.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const feed = useMyCalendarFeed();
  const issue = useIssueCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [issued, setIssued] = useState<IssuedCalendarFeed | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const [justCreated, setJustCreated] = useState(false);
  const linkId = useId();
  const warningId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  // The create button gave way to the link: the focus goes to the link it made.
  useEffect(() => {
    if (justCreated) linkField.current?.focus();
  }, [justCreated]);

  const make = (renewing: boolean) => {
    setStatus(null);
    issue.mutate(undefined, {
      onSuccess: (answer) => {
        setIssued(answer);
        setConfirming(null);
        setJustCreated(!renewing);
        if (renewing) setStatus('renewed');
      },
    });
  };
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setIssued(null);
        setConfirming(null);
        setJustCreated(false);
        setStatus('revoked');
      },
    });
  const cancel = () => {
    setConfirming(null);
    issue.reset();
    revoke.reset();
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the user to copy.
      linkField.current?.select();
      setStatus('copyFailed');
    }
  };

  const since = feed.data?.feed ? dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(feed.data.feed.createdAt)) : null;
  const failure = confirming === null ? (issue.error ?? revoke.error) : null;
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('account.calendar.title')}</h2>
      <p>{t('account.calendar.explain')}</p>
      {feed.isError && <p className="alert alert--error">{errorText(feed.error).message}</p>}
      {issued !== null && (
        <div className="calendar-feed__link">
          <div className="field">
            <label htmlFor={linkId}>{t('account.calendar.linkLabel')}</label>
            <input
              id={linkId}
              ref={linkField}
              type="url"
              readOnly
              value={issued.url}
              aria-describedby={warningId}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p id={warningId}>{t('account.calendar.shownOnce')}</p>
          <button type="button" className="button button--primary" onClick={() => void copy(issued.url)}>
            {t('account.calendar.copy')}
          </button>
        </div>
      )}
      {issued === null && since !== null && <p>{t('account.calendar.active', { date: since })}</p>}
      <div role="status">{status !== null && <p className="alert alert--info">{t(`account.calendar.${status}`)}</p>}</div>
      {failure && (
        <div className="alert alert--error" role="alert">
          <p>{errorText(failure).message}</p>
        </div>
      )}
      {feed.isSuccess && (
        <div className="calendar-feed__actions">
          {feed.data.feed === null ? (
            <BusyButton ref={createButton} type="button" className="button button--primary" busy={issue.isPending} onClick={() => make(false)}>
              {t('account.calendar.create')}
            </BusyButton>
          ) : (
            <>
              <button type="button" className="button button--secondary" onClick={() => setConfirming('renew')}>
                {t('account.calendar.renew')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming('revoke')}>
                {t('account.calendar.revoke')}
              </button>
            </>
          )}
        </div>
      )}
      <CalendarHowTo />
      <ConfirmDialog
        open={confirming === 'renew'}
        title={t('account.calendar.renewTitle')}
        description={<p>{t('account.calendar.renewDescription')}</p>}
        confirmLabel={t('account.calendar.renew')}
        cancelLabel={t('account.calendar.cancel')}
        busy={issue.isPending}
        error={
          confirming === 'renew' && issue.error ? (
            <p className="alert alert--error" role="alert">
              {errorText(issue.error).message}
            </p>
          ) : undefined
        }
        onConfirm={() => make(true)}
        onCancel={cancel}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={t('account.calendar.revokeTitle')}
        description={<p>{t('account.calendar.revokeDescription')}</p>}
        confirmLabel={t('account.calendar.revoke')}
        cancelLabel={t('account.calendar.cancel')}
        busy={revoke.isPending}
        error={
          confirming === 'revoke' && revoke.error ? (
            <p className="alert alert--error" role="alert">
              {errorText(revoke.error).message}
            </p>
          ) : undefined
        }
        onConfirm={stop}
        onCancel={cancel}
        focusAfter={() => createButton.current}
      />
    </section>
  );
}
