import type { XapiVersion } from './checks';

export type { XapiVersion } from './checks';

/** The versions this LRS speaks, newest last; `about` lists them. */
export const SUPPORTED_VERSIONS: readonly XapiVersion[] = ['1.0.3', '2.0.0'];

/** The version an answer names when its request named none this LRS speaks. */
export const LATEST_VERSION: XapiVersion = '2.0.0';

/**
 * The X-Experience-API-Version a request names decides the rules: 1.0.x is answered as 1.0.3 (the
 * latest patch), 2.0.x as 2.0.0. Anything else, or no header, is refused.
 */
export function requestedVersion(header: string | undefined): XapiVersion | null {
  const value = header?.trim() ?? '';
  if (/^1\.0(\.\d+)?$/.test(value)) return '1.0.3';
  if (/^2\.0(\.\d+)?$/.test(value)) return '2.0.0';
  return null;
}
