/** The WHATWG URL parser of every runtime the domain runs in (embeds/backoffice-origin.ts declares it likewise). */
declare const URL: new (input: string) => { readonly origin: string };

/**
 * The sandbox an activity runs in (docs/content-packages.md#the-activity-sandbox), the same in the
 * player's frame and in a window of its own: scripts, forms and popups, but an origin no page of the
 * portal shares (no `allow-same-origin`), so it reads none of the learner's storage or cookies and
 * calls the API without the session; no navigation of the portal's window (no
 * `allow-top-navigation`), no modal dialogs (a prompt would wear the portal's name). A popup leaves
 * the sandbox: an activity file of the portal carries this sandbox in its own answer wherever it
 * opens, and another site's page runs as that site.
 */
export const activitySandbox = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox'] as const;

export interface ActivityFrame {
  /** The iframe's `sandbox` attribute. */
  sandbox: string;
  /** The `origin` of the messages the activity posts to the player. */
  messageOrigin: string;
}

/**
 * How the player frames the activity at `activityUrl` (absolute) from a page of `portalOrigin`. The
 * portal's own activities run in an opaque origin, whose messages say `null`; another site's
 * activity keeps its own origin (and its own storage), which the sandbox never lets be the portal's.
 */
export function activityFrame(activityUrl: string, portalOrigin: string): ActivityFrame {
  const sandbox = activitySandbox.join(' ');
  const origin = originOf(activityUrl);
  if (origin === 'null' || origin === portalOrigin) return { sandbox, messageOrigin: 'null' };
  return { sandbox: `${sandbox} allow-same-origin`, messageOrigin: origin };
}

/** The URL's origin after the parser's normalisation (lower-case host, default port dropped); 'null' when it does not parse. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
