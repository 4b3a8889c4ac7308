import type { BackofficeMessage } from '@espace/contracts/embeds';
import { publicBlock } from '@espace/domain/content/public-block';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageContent } from '../../../components/lesson-content/page-content';
import { UnexpectedOriginAlert } from '../../../lib/backoffice/unexpected-origin-alert';
import { useBackofficeMessages } from '../../../lib/backoffice/use-backoffice-messages';
import { queryKeys } from '../../../lib/query-keys';
import { readToken, subscribeToSession } from '../../../lib/session-storage';
import { usePreview } from '../hooks/use-preview';
import { useStoredBlock } from '../hooks/use-stored-block';
import { PreviewResult } from './preview-result';
import './preview.css';

/** The query-key prefix of every file's metadata (`queryKeys.appFile`). */
const filesKey = queryKeys.appFile('').slice(0, 1);

/**
 * Media rows ask the files API, which needs a session: until the back-office
 * sends one, they wait instead of getting a 401, which would send the embed
 * to the sign-in page.
 */
function useMediaNeedsSession(): boolean {
  const hasSession = useSyncExternalStore(subscribeToSession, () => readToken() !== null);
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryDefaults(filesKey, { enabled: hasSession });
  }, [queryClient, hasSession]);
  return hasSession;
}

/**
 * /preview (docs/embeds.md#preview): the back-office sends a block (espace:preview), the
 * trainer answers and checks it as a learner would; nothing is stored.
 */
export function PreviewScreen({ hostsBackoffice }: { hostsBackoffice: string | null }) {
  const { t } = useTranslation();
  // The channel's replies and the preview's handling need each other: the ref closes the loop.
  const receiveRef = useRef<(message: BackofficeMessage) => void>(() => undefined);
  const onMessage = useCallback((message: BackofficeMessage) => receiveRef.current(message), []);
  const { originError, unexpectedOrigin, post } = useBackofficeMessages('preview', onMessage, hostsBackoffice);
  const { state, receive, answer, check, retry } = usePreview(post);
  useEffect(() => {
    receiveRef.current = receive;
  }, [receive]);
  const hasSession = useMediaNeedsSession();
  const stored = useStoredBlock(window.location.hash, receive);
  return (
    <div className="preview-screen">
      <h1 className="visually-hidden">{t('routes.preview')}</h1>
      {originError ? <UnexpectedOriginAlert origin={unexpectedOrigin} /> : null}
      {state === null && stored.failed ? (
        <p role="alert" className="alert alert--error">
          {t('preview.storedBlockFailed')}
        </p>
      ) : state === null ? (
        <p role="status" className="preview-screen__waiting">
          {t('preview.waiting')}
        </p>
      ) : (
        <article className="preview-screen__block" aria-labelledby="preview-block-title">
          <h2 id="preview-block-title">{state.block.title}</h2>
          {hasSession ? null : <p className="preview-screen__note">{t('preview.mediaNeedSession')}</p>}
          <PageContent
            content={publicBlock(state.block)}
            blockType={state.block.type}
            answers={state.answers}
            onAnswer={answer}
            results={state.results}
            terms={state.terms}
            previewOnly
            headingLevel={2}
          />
          {state.block.type === 'tincan' && state.block.content.tincan ? (
            <p>
              <a href={state.block.content.tincan.url} target="_blank" rel="noreferrer">
                {t('lessonContent.tincan.open', { title: state.block.title })}
              </a>
            </p>
          ) : null}
          {/* Only exercises are scored; a slide or a tincan block has nothing to check. */}
          {state.block.type !== 'exercice' ? null : state.results === null ? (
            <button type="button" className="button button--primary" onClick={check}>
              {t('preview.check')}
            </button>
          ) : (
            <PreviewResult results={state.results} onRetry={retry} />
          )}
        </article>
      )}
    </div>
  );
}
