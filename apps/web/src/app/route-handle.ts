import { defaultRoutePermission } from '@espace/domain/user-domain';

/** Main routes send refused users to /login; the embedded set (session, correction) to /403 (docs/product/screens-and-routes.md#route-sets). */
export type RouteSet = 'main' | 'embedded';

/** What each route object carries in `handle`. */
export interface RouteHandle {
  titleKey?: string;
  /** '|'-separated domains allowed to open the route; default 'grains|client|public'. */
  permission?: string;
  routeSet?: RouteSet;
  /** False where the address is not a screen of its own (the catch-all redirect to /404): never restored after sign-in. */
  rememberable?: boolean;
  /** False where the screen fills the window with its own controls (the lesson player, the embeds): no site footer. */
  siteFooter?: boolean;
  /**
   * True where the screen holds work under way (the lesson player): a session the API refuses is
   * renewed over it, in a sign-in dialog, rather than by leaving for /login (features/auth/session-renewal.ts).
   */
  signInAgainInPlace?: boolean;
}

interface RouteRequirements {
  titleKey: string | undefined;
  permission: string;
  routeSet: RouteSet;
  rememberable: boolean;
  siteFooter: boolean;
  signInAgainInPlace: boolean;
}

const isHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null;

/** The deepest route that says something wins, field by field. */
export function routeRequirements(matches: readonly { handle: unknown }[]): RouteRequirements {
  const requirements: RouteRequirements = {
    titleKey: undefined,
    permission: defaultRoutePermission,
    routeSet: 'main',
    rememberable: true,
    siteFooter: true,
    signInAgainInPlace: false,
  };
  let permission: string | undefined;
  for (const { handle } of matches) {
    if (!isHandle(handle)) continue;
    if (handle.titleKey !== undefined) requirements.titleKey = handle.titleKey;
    if (handle.permission !== undefined) permission = handle.permission;
    if (handle.routeSet !== undefined) requirements.routeSet = handle.routeSet;
    if (handle.rememberable !== undefined) requirements.rememberable = handle.rememberable;
    if (handle.siteFooter !== undefined) requirements.siteFooter = handle.siteFooter;
    if (handle.signInAgainInPlace !== undefined) requirements.signInAgainInPlace = handle.signInAgainInPlace;
  }
  return { ...requirements, permission: permission ?? defaultRoutePermission };
}
