import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { destinations, type Destination } from '../../../lib/destinations';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { paths } from '../../../lib/paths';
import type { ErrorPageState } from '../error-page-state';
import { NotFoundIllustration } from './not-found-illustration';
import './status-page.css';

interface ErrorPageProps {
  state: ErrorPageState;
  /** The way back: the first screen of the space the user is in. */
  back: Destination;
}

/**
 * Every full-page state (docs/product/errors.md#full-page-states): what happened, said by its own
 * title, and a way back named by its destination. The layout around it (header, footer) is the
 * route's; the title takes the focus, so a screen reader starts there.
 */
export function ErrorPage({ state, back }: ErrorPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const way = destinations[back];
  const backLink = (
    <Link to={way.href} className={`button ${state.kind === 'chunkLoad' || state.kind === 'failed' ? 'button--secondary' : 'button--primary'}`}>
      {t(way.backKey)}
    </Link>
  );
  const title = (text: string) => (
    <h1 ref={heading} tabIndex={-1}>
      {text}
    </h1>
  );

  switch (state.kind) {
    case 'chunkLoad':
    case 'failed': {
      const text = errorText({ code: state.code });
      return (
        <div className="status-page">
          <div role="alert" className="status-page__alert">
            {title(text.title)}
            <p>{text.message}</p>
            {state.kind === 'chunkLoad' && <p>{t('chunkLoading.detail', { chunk: state.chunk, reason: t(`chunkLoading.reason.${state.reason}`) })}</p>}
          </div>
          <div className="status-page__actions">
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {t('chunkLoading.reload')}
            </button>
            {backLink}
          </div>
        </div>
      );
    }
    case 'notFound':
      return (
        <div className="status-page">
          <NotFoundIllustration label={t('errorPage.notFound.illustration')} />
          {title(t('errorPage.notFound.title'))}
          <p>{state.path === null ? t('errorPage.notFound.message') : t('errorPage.notFound.messageAt', { path: state.path })}</p>
          {backLink}
        </div>
      );
    case 'notOpen': {
      const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(state.opensAt));
      return (
        <div className="status-page">
          {title(t('errorPage.notOpen.title'))}
          <p>{t('errorPage.notOpen.message', { date })}</p>
          {backLink}
        </div>
      );
    }
    case 'expired':
      return (
        <div className="status-page">
          {title(t('errorPage.expired.title'))}
          <p>
            {t('errorPage.expired.message')}
            {state.lessonId !== null && (
              <>
                {' '}
                <Link to={paths.lesson.results.getHref({ id: state.lessonId })}>{t('errorPage.expired.results')}</Link>
              </>
            )}
          </p>
          {backLink}
        </div>
      );
    case 'forbidden':
    case 'closed':
      return (
        <div className="status-page">
          {title(t(`errorPage.${state.kind}.title`))}
          <p>{t(`errorPage.${state.kind}.message`)}</p>
          {backLink}
        </div>
      );
  }
}
