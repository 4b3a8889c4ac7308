import { activityFrame } from '@espace/domain/content/activity-sandbox';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onMessage` with what the activity in `frame` posts, and nothing else: only the window of
 * this iframe may drive the player; any other window or origin is ignored. The portal's own
 * activities run sandboxed in an opaque origin, whose messages say 'null': the window they come
 * from is what tells them apart. Listening from the first render, a message the activity sends as
 * soon as it loads is never missed; the frame's origin is read from the frame when a message comes.
 */
export function useFrameMessages(frame: RefObject<HTMLIFrameElement | null>, onMessage: (data: unknown) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const current = frame.current;
      if (
        !current?.src ||
        event.source === null ||
        event.source !== current.contentWindow ||
        event.origin !== activityFrame(current.src, window.location.origin).messageOrigin
      )
        return;
      latest.current(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
}
