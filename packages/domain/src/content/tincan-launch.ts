/** The learner as the portal's LRS knows them: a display name and an account on the tenant's origin. */
export interface LaunchedActor {
  name: string;
  account: { homePage: string; name: string };
}

interface LaunchBase {
  /** The activity URL: http(s), or a path of this site (`/api/activities/…`). */
  url: string;
  /** The origin relative paths (the activity's, the endpoint's, the fetch URL's) resolve against. */
  origin: string;
  /** The LRS endpoint; a path of this site (`/api/xapi/`) or an external LRS's URL. */
  endpoint: string;
  actor: LaunchedActor;
  registration: string;
}

export interface TincanLaunch extends LaunchBase {
  /** `Basic …` credentials made for this launch; null when none were given. */
  auth: string | null;
}

export interface Cmi5LaunchParameters extends LaunchBase {
  /** cmi5's one-time fetch URL of the session's auth token. */
  fetch: string;
  /** The AU's activity id, as the LMS made it. */
  activityId: string;
}

const absolute = (value: string, origin: string) => (value.startsWith('/') ? `${origin.replace(/\/+$/, '')}${value}` : value);

/** Appends `params` to an activity's address, keeping its own query and fragment; null for an address that must not be launched. */
function withQuery(url: string, origin: string, params: [string, string][]): string | null {
  const base = activityAddress(url, origin);
  if (base === null) return null;
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const [address = '', fragment] = base.split(/#(.*)/s, 2);
  const joined = `${address}${address.includes('?') ? '&' : '?'}${query}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/**
 * The launch URL (docs/product/api-calls.md#tincan-launch-url): the activity URL with `endpoint`, `auth` (Basic), `actor` (a name
 * list and an account with homePage and name, as tincan launches write it) and `registration`.
 * Null when the URL is not an http(s) URL or a path of this site — then the player shows no
 * iframe (docs/product/lessons.md#links): `javascript:` or `//host` must not reach an iframe.
 */
export function tincanLaunchUrl(launch: TincanLaunch): string | null {
  const actor = { objectType: 'Agent', name: [launch.actor.name], account: launch.actor.account };
  return withQuery(launch.url, launch.origin, [
    ['endpoint', absolute(launch.endpoint, launch.origin)],
    ...(launch.auth === null ? [] : ([['auth', launch.auth]] as [string, string][])),
    ['actor', JSON.stringify(actor)],
    ['registration', launch.registration],
  ]);
}

/** cmi5's launch URL (cmi5 8.1): endpoint, fetch, actor (an xAPI Agent), registration and activityId. */
export function cmi5LaunchUrl(launch: Cmi5LaunchParameters): string | null {
  const actor = { objectType: 'Agent', name: launch.actor.name, account: launch.actor.account };
  return withQuery(launch.url, launch.origin, [
    ['endpoint', absolute(launch.endpoint, launch.origin)],
    ['fetch', absolute(launch.fetch, launch.origin)],
    ['actor', JSON.stringify(actor)],
    ['registration', launch.registration],
    ['activityId', launch.activityId],
  ]);
}

/** Same rule as the authoring schema (`activityUrlSchema`), without zod so the client bundle stays small. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/i;

function activityAddress(raw: string, origin: string): string | null {
  const text = raw.trim();
  if (SITE_PATH.test(text)) return `${origin.replace(/\/+$/, '')}${text}`;
  return HTTP_URL.test(text) ? text : null;
}
