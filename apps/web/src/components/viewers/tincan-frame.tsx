import { type TincanActor, tincanLaunchUrl } from '@espace/domain/content/tincan-launch';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readTincanMessage, type TincanAction } from './tincan-message';
import './viewers.css';

export type { TincanAction } from './tincan-message';

export interface TincanFrameProps {
  url: string;
  pageId?: string | null | undefined;
  actor: TincanActor;
  title?: string | undefined;
  onAction: (action: TincanAction) => void;
  /** The statement endpoint given to the activity; this site's by default. */
  endpoint?: string;
  /**
   * Basic credentials for that endpoint. Never the learner's bearer token: the
   * launch URL reaches the activity, which may be another site's page.
   */
  basicCredentials?: string;
}

const TINCAN_HEIGHT = 600;

/** Encodes `user:password` for Basic auth, UTF-8 safe. */
const basic = (value: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(value)));

/** An xAPI (tincan) activity in an iframe, launched as SPEC §7 says, listening to its messages (SPEC §4). */
export function TincanFrame({ url, pageId, actor, title, onAction, endpoint, basicCredentials }: TincanFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = window.location.origin;
  const src = useMemo(
    () =>
      tincanLaunchUrl({
        url,
        origin,
        endpoint: endpoint ?? `${origin}/api/xapi/`,
        basicCredentials: basicCredentials ?? basic(`${actor.accountName}:${pageId ?? ''}`),
        actor,
        pageId: pageId ?? null,
      }),
    [url, origin, endpoint, basicCredentials, actor, pageId],
  );
  // The listener reads the latest callback without being re-added on every render.
  const latestOnAction = useRef(onAction);
  useEffect(() => {
    latestOnAction.current = onAction;
  });

  useEffect(() => {
    if (src === null) return undefined;
    const frameOrigin = new URL(src).origin;
    const listen = (event: MessageEvent) => {
      // Only the activity in this iframe may drive the player; any other window or origin is ignored.
      if (event.origin !== frameOrigin || event.source === null || event.source !== frame.current?.contentWindow) return;
      const action = readTincanMessage(event.data);
      if (action !== null) latestOnAction.current(action);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [src]);

  if (src === null) {
    return (
      <p className="alert alert--error viewer-message" role="alert">
        {t('viewers.tincan.invalid')}
      </p>
    );
  }
  return <iframe ref={frame} className="tincan-frame" src={src} height={TINCAN_HEIGHT} title={t('viewers.tincan.frame', { title: title ?? t('viewers.tincan.untitled') })} allow="fullscreen" />;
}
