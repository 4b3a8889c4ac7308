import type { BackofficeMessage } from '@espace/contracts/embeds';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { UnexpectedOriginAlert } from '../../../lib/backoffice/unexpected-origin-alert';
import { type BackofficeChannel, useBackofficeMessages } from '../../../lib/backoffice/use-backoffice-messages';
import { ApiError } from '../../../lib/errors/api-error';
import { errorCodeOf, undefinedCode } from '../../../lib/errors/normalise-error';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { saveSession } from '../../../lib/session-storage';
import { type CorrectionTarget, usePageCorrection } from '../api/get-page-correction';
import { useTrainerSession } from '../hooks/use-trainer-session';
import { CorrectionMoves } from './correction-moves';
import { CorrectionSheet } from './correction-sheet';
import './correction.css';
import { paths } from '../../../lib/paths';

/** An unknown page goes to 404; a refused or missing session to /403, as in the embedded route set (docs/embeds.md#correction). */
function refusalPath(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return paths.notFound.getHref();
  if (error.status === 401 || error.status === 403) return paths.forbidden.getHref();
  return null;
}

/**
 * The back-office correction screen (/correction, /correction/:pageId,
 * /correction/:lessonId/page/:pageId). The trainer's session is the stored
 * one or the one the back-office sends; the page comes from the address or
 * from an espace:correction message. `hostsBackoffice` is the tenant's
 * back-office, the only origin listened to (docs/embeds.md#the-origin-rule).
 */
export function CorrectionPage({ hostsBackoffice }: { hostsBackoffice: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const params = useParams();
  const [sentTarget, setSentTarget] = useState<CorrectionTarget | null>(null);
  const target: CorrectionTarget | null = params.pageId ? { pageId: params.pageId, lessonId: params.lessonId } : sentTarget;

  // The channel's post is only known once the hook has run; the handler reads it when a message comes.
  const postRef = useRef<BackofficeChannel['post']>(() => undefined);
  const onMessage = useCallback((message: BackofficeMessage) => {
    if (message.type === 'espace:session' && !saveSession(message.accessToken)) postRef.current({ type: 'espace:error', code: 'BAD_REQUEST' });
    if (message.type === 'espace:correction') setSentTarget({ pageId: message.pageId, lessonId: message.lessonId });
  }, []);
  const channel = useBackofficeMessages('correction', onMessage, hostsBackoffice);
  const { post } = channel;
  useEffect(() => {
    postRef.current = post;
  }, [post]);

  const session = useTrainerSession();
  // In the back-office's frame the back-office leads; opened on its own, the trainer moves from here.
  const framed = window.self !== window.top;
  const correction = usePageCorrection(target, session.kind === 'ready' ? session.userId : null);
  const failure = correction.error;

  useEffect(() => {
    if (session.kind === 'missing') void navigate(paths.forbidden.getHref(), { replace: true });
  }, [session.kind, navigate]);

  useEffect(() => {
    if (!failure) return;
    post({ type: 'espace:error', code: errorCodeOf(failure) ?? undefinedCode });
    const to = refusalPath(failure);
    if (to) void navigate(to, { replace: true });
  }, [failure, post, navigate]);

  const status = (text: string) => (
    <p className="page-status" role="status">
      {text}
    </p>
  );
  const body = () => {
    if (session.kind !== 'ready') return status(t('correction.waitingSession'));
    if (!target) return status(t('correction.waitingPage'));
    if (correction.data) {
      return (
        <>
          {framed ? null : <CorrectionMoves correction={correction.data} />}
          <CorrectionSheet correction={correction.data} />
        </>
      );
    }
    if (failure && !refusalPath(failure)) {
      return (
        <div className="alert alert--error" role="alert">
          <p>{t('correction.loadFailed')}</p>
          <p>{errorText(failure).message}</p>
        </div>
      );
    }
    return status(t('correction.loading'));
  };

  return (
    <main className="embedded-main correction-screen" id="main-content" tabIndex={-1}>
      {channel.originError ? <UnexpectedOriginAlert origin={channel.unexpectedOrigin} /> : null}
      {body()}
    </main>
  );
}
