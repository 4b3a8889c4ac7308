import { StatusFrame } from './layout/status-frame';
import { ScreenError } from './screen-error';

/**
 * The embedded set's error element (the player, the end screens): the player's frame is gone, so the
 * signed-in header and the site footer stand around the page. Its own chunk, loaded on a failure only:
 * the signed-in layout stays out of the first screen's scripts.
 */
export function EmbeddedScreenError() {
  return (
    <StatusFrame footer>
      <ScreenError back="home" />
    </StatusFrame>
  );
}
