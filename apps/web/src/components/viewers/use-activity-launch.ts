import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint';

interface LaunchOptions<State, Request> {
  /** The state until a launch answers (and for good where nothing launches by itself). */
  initial: State;
  /** What the first launch asks. */
  firstRequest: Request;
  /** False where the activity launches only on the learner's click (a window of its own). */
  auto?: boolean;
}

/**
 * An activity frame's launch (tincan, cmi5, SCORM): made once the page around the frame is painted
 * (after-paint.ts: the frame waits for its launch anyway), and again on `relaunch`. `launch` turns
 * its answer, or its failure, into the frame's state; a state answers for the URL and the request
 * it was made for, so a launch that answers after the page moved on shows nothing.
 */
export function useActivityLaunch<State, Request>(
  url: string,
  launch: (request: Request) => Promise<State>,
  { initial, firstRequest, auto = true }: LaunchOptions<State, Request>,
) {
  const [request, setRequest] = useState({ count: 0, value: firstRequest });
  const key = `${request.count}:${url}`;
  const [launched, setLaunched] = useState<{ key: string; state: State } | null>(null);
  const state = launched?.key === key ? launched.state : initial;
  const setState = useCallback((next: State) => setLaunched({ key, state: next }), [key]);
  const latestLaunch = useRef(launch);
  useEffect(() => {
    latestLaunch.current = launch;
  });

  useEffect(() => {
    if (!auto) return undefined;
    let live = true;
    const cancel = afterNextPaint(
      () =>
        void latestLaunch.current(request.value).then((next) => {
          if (live) setState(next);
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [auto, request.value, setState]);

  const relaunch = useCallback((value: Request) => setRequest((current) => ({ count: current.count + 1, value })), []);
  return { state, setState, relaunch };
}
