import { scoreBundles } from '../components/score/score-bundles';
import { viewerBundles } from '../components/viewers/viewer-bundles';
import { homeBundles } from '../features/home/home-bundles';
import type { FeatureBundleLoaders } from '../lib/i18n/i18n';
import type { RouteHandle } from './route-handle';

/**
 * What the app's route tree says of the signed-in set and Home, in one place for the two that
 * render them: the router (routes.tsx) and the server's rendering of Home (server/home-screen.tsx).
 */
export const signedInRouteHandle: RouteHandle = { routeSet: 'main' };
export const homeRouteHandle: RouteHandle = { titleKey: 'routes.home' };

/** The features' texts Home shows (its class cards show scores and viewers' labels). */
export const homeRouteTexts: readonly FeatureBundleLoaders[] = [homeBundles, scoreBundles, viewerBundles];
