import type { XapiLaunch } from '@espace/contracts/xapi';
import { activityFrame } from '@espace/domain/content/activity-sandbox';
import { cmi5LaunchUrl, type LaunchedActor, tincanLaunchUrl } from '@espace/domain/content/tincan-launch';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { readTincanMessage, type TincanAction } from './tincan-message';
import { frameTitle } from './frame-title';
import { LaunchNotice } from './launch-notice';
import { useActivityLaunch } from './use-activity-launch';
import { useFrameMessages } from './use-frame-messages';
import './viewers.css';

export interface TincanFrameProps {
  url: string;
  title?: string | undefined;
  onAction: (action: TincanAction) => void;
  /**
   * Launches the activity: credentials of its own, the learner's agent and the registration, or a
   * cmi5 fetch URL (docs/xapi.md). Never the learner's bearer token: the launch URL reaches the
   * activity, which may be another site's page.
   */
  launch: () => Promise<XapiLaunch>;
  /** A cmi5 AU whose launchMethod is OwnWindow: it opens in a window of its own, on the learner's click. */
  ownWindow?: boolean;
}

const TINCAN_HEIGHT = 600;

const actorOf = (launch: XapiLaunch): LaunchedActor => {
  const account = (launch.actor.account ?? {}) as { homePage?: unknown; name?: unknown };
  return {
    name: typeof launch.actor.name === 'string' ? launch.actor.name : '',
    account: { homePage: String(account.homePage ?? ''), name: String(account.name ?? '') },
  };
};

/** The URL that launches `url` with `launch` (docs/product/api-calls.md#tincan-launch-url for tincan, cmi5 8.1 for an AU); null when it must not be launched. */
function launchUrlOf(url: string, launch: XapiLaunch, origin: string): string | null {
  const base = { url, origin, endpoint: launch.endpoint, actor: actorOf(launch), registration: launch.registration };
  return launch.cmi5
    ? cmi5LaunchUrl({ ...base, fetch: launch.cmi5.fetch, activityId: launch.cmi5.activityId })
    : tincanLaunchUrl({ ...base, auth: launch.auth });
}

type LaunchState = { kind: 'launching' } | { kind: 'ready'; src: string } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'opened' };

export function TincanFrame({ url, title, onAction, launch, ownWindow = false }: TincanFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, setState, relaunch } = useActivityLaunch<LaunchState, undefined>(
    url,
    () =>
      launch().then(
        (given): LaunchState => {
          const src = launchUrlOf(url, given, window.location.origin);
          return src === null ? { kind: 'invalid' } : { kind: 'ready', src };
        },
        (): LaunchState => ({ kind: 'failed' }),
      ),
    { initial: ownWindow ? { kind: 'opened' } : { kind: 'launching' }, firstRequest: undefined, auto: !ownWindow },
  );
  const latestOnAction = useRef(onAction);
  useEffect(() => {
    latestOnAction.current = onAction;
  });

  useFrameMessages(frame, (data) => {
    const action = readTincanMessage(data);
    if (action !== null) latestOnAction.current(action);
  });

  // The window opens on the click itself (a browser lets a page open one only then), and goes to
  // the AU once its launch is made; it keeps no handle on the portal.
  const openWindow = () => {
    const opened = window.open('', '_blank');
    if (opened) opened.opener = null;
    launch().then(
      (given) => {
        const target = launchUrlOf(url, given, window.location.origin);
        if (target === null || !opened) return setState({ kind: target === null ? 'invalid' : 'failed' });
        opened.location.replace(target);
        return setState({ kind: 'opened' });
      },
      () => {
        opened?.close();
        setState({ kind: 'failed' });
      },
    );
  };

  if (state.kind === 'invalid') return <LaunchNotice kind="problem" message={t('viewers.tincan.invalid')} />;
  if (state.kind === 'failed') {
    const retry = () => (ownWindow ? openWindow() : relaunch(undefined));
    return <LaunchNotice kind="problem" message={t('viewers.tincan.failed')} action={{ label: t('viewers.tincan.retry'), onClick: retry }} />;
  }
  if (ownWindow) {
    return (
      <div className="tincan-window">
        <p>{t('viewers.tincan.ownWindow', { title: title ?? t('viewers.tincan.untitled') })}</p>
        <button type="button" className="button button--primary" onClick={openWindow}>
          {t('viewers.tincan.open')}
        </button>
      </div>
    );
  }
  if (state.kind === 'launching') return <LaunchNotice kind="launching" message={t('viewers.tincan.launching')} />;
  const src = state.kind === 'ready' ? state.src : undefined;
  // The activity sandbox (docs/content-packages.md#the-activity-sandbox): the portal's own
  // activities run in an opaque origin, never ours. A frame takes its sandbox when it navigates, so
  // one of another sandbox is a new frame.
  const { sandbox } = activityFrame(src ?? '', window.location.origin);
  return (
    <iframe
      key={sandbox}
      ref={frame}
      className="tincan-frame"
      sandbox={sandbox}
      src={src}
      height={TINCAN_HEIGHT}
      title={frameTitle(title, t('viewers.tincan.untitled'), (named) => t('viewers.tincan.frame', { title: named }))}
      allow="fullscreen"
    />
  );
}
