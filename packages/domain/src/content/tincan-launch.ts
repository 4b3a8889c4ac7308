/** xAPI asks for a UUID registration; used when the page id is unknown (SPEC §7 "a default placeholder"). */
export const DEFAULT_REGISTRATION = '00000000-0000-0000-0000-000000000000';

export interface TincanActor {
  /** The learner's display name. */
  name: string;
  /** The account: the tenant's home page and the learner's id there. */
  homePage: string;
  accountName: string;
}

export interface TincanLaunch {
  /** The activity URL: http(s), or a path of this site (`/api/activities/…`). */
  url: string;
  /** The origin relative paths resolve against, e.g. `window.location.origin`. */
  origin: string;
  endpoint: string;
  /** Already-encoded Basic credentials (base64 of `user:password`). */
  basicCredentials: string;
  actor: TincanActor;
  pageId?: string | null;
}

/**
 * The launch URL of SPEC §7: the activity URL with `endpoint`, `auth`
 * (Basic), `actor` (a name list and an account with homePage and name) and
 * `registration` (the page id, else a placeholder) added to its query.
 * Null when the URL is not an http(s) URL or a path of this site — then the
 * player shows no iframe (SPEC §5 Links): `javascript:` or `//host` must not
 * reach an iframe.
 */
export function tincanLaunchUrl(launch: TincanLaunch): string | null {
  const base = activityAddress(launch.url, launch.origin);
  if (base === null) return null;
  const actor = {
    objectType: 'Agent',
    name: [launch.actor.name],
    account: { homePage: launch.actor.homePage, name: launch.actor.accountName },
  };
  const params: [string, string][] = [
    ['endpoint', launch.endpoint],
    ['auth', `Basic ${launch.basicCredentials}`],
    ['actor', JSON.stringify(actor)],
    ['registration', launch.pageId ? launch.pageId : DEFAULT_REGISTRATION],
  ];
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const [address = '', fragment] = base.split(/#(.*)/s, 2);
  const joined = `${address}${address.includes('?') ? '&' : '?'}${query}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/** Same rule as the authoring schema (`activityUrlSchema`), without zod so the client bundle stays small. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#\\@]+(?:[/?#][^\s\\]*)?$/i;

function activityAddress(raw: string, origin: string): string | null {
  const text = raw.trim();
  if (SITE_PATH.test(text)) return `${origin.replace(/\/+$/, '')}${text}`;
  return HTTP_URL.test(text) ? text : null;
}
