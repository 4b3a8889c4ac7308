import { useLocation, useRouteError } from 'react-router';
import { ErrorPage } from '../features/errors/components/error-page';
import { errorPageStateOf } from '../features/errors/error-page-state';
import type { Destination } from '../lib/destinations';

/**
 * What a screen that fails shows, in place of the screen, by what went wrong (`errorPageStateOf`):
 * the route error element of every route set, so a feature only has to throw what the API answered
 * (docs/product/errors.md#full-page-states). Inside the main and trainer sets it stands in the
 * signed-in layout; the embedded set's frame is gone, so it has its own (embedded-screen-error.tsx).
 */
export function ScreenError({ back }: { back: Destination }) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  return <ErrorPage state={errorPageStateOf(error, `${pathname}${search}`)} back={back} />;
}

/** The root route's: nothing around it is known to work, so a bare page (a chunk that did not load, docs/product/errors.md#chunk-load-failures). */
export function RootScreenError() {
  return (
    <main className="status-main" id="main-content" tabIndex={-1}>
      <ScreenError back="home" />
    </main>
  );
}
