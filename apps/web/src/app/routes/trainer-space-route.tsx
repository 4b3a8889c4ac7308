import { Navigate } from 'react-router';
import { RouteGuard } from '../guard/route-guard';
import { SignedInLayout } from '../layout/signed-in-layout';
import { useSpaces } from '../layout/spaces';
import { paths } from '../../lib/paths';

/** Signed in (else /login), then a trainer (else /403: learners do not enter, docs/trainers.md). */
function TrainersOnly() {
  const spaces = useSpaces();
  if (spaces === null) return null;
  return spaces.trainer ? <SignedInLayout space="trainer" /> : <Navigate to={paths.forbidden.getHref()} replace />;
}

/**
 * The trainer space's route set (/formateur/…): one lazy chunk for its frame, a lazy chunk per
 * screen. The administration space, still to come, is meant to join this set and this layout.
 */
export function Component() {
  return (
    <RouteGuard>
      <TrainersOnly />
    </RouteGuard>
  );
}
