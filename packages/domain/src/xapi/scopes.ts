/**
 * xAPI's OAuth scopes (Communication 4.2), the permissions of an LRS client, and what a launch's
 * own credentials may do. Pure: the caller says who is asking and about what.
 */
export const XAPI_SCOPES = ['statements/write', 'statements/read', 'statements/read/mine', 'state', 'define', 'profile', 'all/read', 'all'] as const;
export type XapiScope = (typeof XAPI_SCOPES)[number];

const isXapiScope = (value: string): value is XapiScope => (XAPI_SCOPES as readonly string[]).includes(value);

/** What a request wants to do. */
export type XapiAction =
  | { kind: 'write-statements' }
  | { kind: 'read-statements' }
  | { kind: 'read-documents'; resource: 'state' | 'activity-profile' | 'agent-profile' | 'activities' | 'agents' }
  | { kind: 'write-documents'; resource: 'state' | 'activity-profile' | 'agent-profile' };

/** Who asks: a client with scopes, or a launch bound to one learner's agent. */
export type XapiCaller = { kind: 'client'; scopes: readonly XapiScope[] } | { kind: 'launch' };

/** How much the caller may read: everything of the tenant, or only what its own agent did. */
export type ReadReach = 'all' | 'mine' | 'none';

const has = (scopes: readonly XapiScope[], ...wanted: XapiScope[]) => wanted.some((scope) => scopes.includes(scope));

/**
 * Whether `caller` may do `action`, and over which statements for reads. A launch may write the
 * statements and documents of its own learner and read only theirs (the checks on the actor and the
 * agent are the caller's job: see `launchMayWrite`); `define` is implied by `statements/write`.
 */
export function reachFor(caller: XapiCaller, action: XapiAction): ReadReach | 'write' | 'none' {
  if (caller.kind === 'launch') return action.kind === 'read-statements' ? 'mine' : action.kind.startsWith('write') ? 'write' : 'mine';
  const { scopes } = caller;
  switch (action.kind) {
    case 'write-statements':
      return has(scopes, 'all', 'statements/write') ? 'write' : 'none';
    case 'read-statements':
      if (has(scopes, 'all', 'all/read', 'statements/read')) return 'all';
      return has(scopes, 'statements/read/mine') ? 'mine' : 'none';
    case 'read-documents':
      if (has(scopes, 'all', 'all/read')) return 'all';
      if (action.resource === 'state') return has(scopes, 'state') ? 'all' : 'none';
      if (action.resource === 'activities') return has(scopes, 'define', 'profile', 'statements/read') ? 'all' : 'none';
      return has(scopes, 'profile') ? 'all' : 'none';
    case 'write-documents':
      if (has(scopes, 'all')) return 'write';
      return has(scopes, action.resource === 'state' ? 'state' : 'profile') ? 'write' : 'none';
  }
}

/** A client's scopes as given: known names, at least one, no repeats. */
export function parseScopes(value: string): XapiScope[] | null {
  const names = [...new Set(value.split(/[\s,]+/).filter((name) => name !== ''))];
  return names.length > 0 && names.every(isXapiScope) ? names : null;
}
