import type { ScormLaunch } from '@espace/contracts/scorm';
import { activityFrame } from '@espace/domain/content/activity-sandbox';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/errors/api-error';
import { useTranslation } from '../../lib/i18n/use-translation';
import { frameTitle } from './frame-title';
import { LaunchNotice } from './launch-notice';
import { useActivityLaunch } from './use-activity-launch';
import { readTincanMessage, type TincanAction } from './tincan-message';
import { useFrameMessages } from './use-frame-messages';
import './viewers.css';

export interface ScormFrameProps {
  /** The SCO's launch file, as the block holds it. */
  url: string;
  title?: string | undefined;
  onAction: (action: TincanAction) => void;
  /** Opens a session of the SCO (docs/scorm.md#launch); `takeOver` takes it from another tab or device. */
  launch: (takeOver: boolean) => Promise<ScormLaunch>;
}

const SCORM_HEIGHT = 600;
/** The frame's name carries the launch to the SCO's runtime (activity-scripts/scorm.js): never the URL. */
const FRAME_NAME_PREFIX = 'espace-scorm:';

type ScormState =
  | { kind: 'launching' }
  | { kind: 'ready'; launch: ScormLaunch }
  | { kind: 'open-elsewhere' }
  | { kind: 'taken-over' }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

const isOpenElsewhere = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'SCO_OPEN_ELSEWHERE';

/**
 * A SCORM SCO in the activity sandbox (docs/scorm.md): launched with a session of its own, whose
 * runtime stores each commit before the SCO hears it succeeded. The frame tells how it stands: a
 * commit the network did not take (kept and sent again), the session taken by another tab.
 */
export function ScormFrame({ url, title, onAction, launch }: ScormFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const { state, setState, relaunch } = useActivityLaunch<ScormState, boolean>(
    url,
    (takeOver) =>
      launch(takeOver).then(
        (given): ScormState => ({ kind: 'ready', launch: given }),
        (error: unknown): ScormState => ({ kind: isOpenElsewhere(error) ? 'open-elsewhere' : 'failed' }),
      ),
    { initial: { kind: 'launching' }, firstRequest: false },
  );
  const [unsaved, setUnsaved] = useState(false);

  useFrameMessages(frame, (data) => {
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    if (type === 'scorm:elsewhere') return setState({ kind: 'taken-over' });
    if (type === 'scorm:unavailable') return setState({ kind: 'unavailable' });
    if (type === 'scorm:unsaved') return setUnsaved(true);
    if (type === 'scorm:saved') return setUnsaved(false);
    const action = readTincanMessage(data);
    if (action !== null) onAction(action);
    return undefined;
  });

  if (state.kind === 'open-elsewhere' || state.kind === 'taken-over') {
    const message = t(state.kind === 'open-elsewhere' ? 'viewers.scorm.openElsewhere' : 'viewers.scorm.takenOver');
    return <LaunchNotice kind="notice" message={message} action={{ label: t('viewers.scorm.openHere'), onClick: () => relaunch(true) }} />;
  }
  if (state.kind === 'failed' || state.kind === 'unavailable') {
    const message = t(state.kind === 'failed' ? 'viewers.tincan.failed' : 'viewers.scorm.unavailable');
    return <LaunchNotice kind="problem" message={message} action={{ label: t('viewers.tincan.retry'), onClick: () => relaunch(false) }} />;
  }
  if (state.kind === 'launching') return <LaunchNotice kind="launching" message={t('viewers.tincan.launching')} />;
  const { sandbox } = activityFrame(url, window.location.origin);
  const name = FRAME_NAME_PREFIX + JSON.stringify({ version: state.launch.version, session: state.launch.session });
  return (
    <>
      <p className="viewer-message scorm-frame__status" role="status">
        {unsaved ? t('viewers.scorm.unsaved') : ''}
      </p>
      <iframe
        // A new session is a new document: its runtime reads the session from the frame's name as it starts.
        key={state.launch.sessionId}
        ref={frame}
        name={name}
        className="tincan-frame"
        sandbox={sandbox}
        src={url}
        height={SCORM_HEIGHT}
        title={frameTitle(title, t('viewers.tincan.untitled'), (named) => t('viewers.tincan.frame', { title: named }))}
        allow="fullscreen"
      />
    </>
  );
}
