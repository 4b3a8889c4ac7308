import { LATEST_VERSION, type XapiVersion } from '@espace/domain/xapi/xapi-version';
import { createKeptValues } from '../../db/cache';

/**
 * The xAPI version each credential last named, per process: a request naming none is refused (400)
 * and answered in that version (Communication 3.3: the LRS answers with its version header), so a
 * 1.0.3 client reads 1.0.3 there. Credentials never seen naming one, and callers without valid
 * credentials, are answered in the latest version. Behind several processes, a client whose
 * request reaches one that has not seen it name its version yet is answered in the latest version
 * there, once: the header only answers a request that failed, and no database write is spent on it.
 */
export function createVersionMemory({ ttlMs, max }: { ttlMs: number; max: number }) {
  const versions = createKeptValues<XapiVersion>({ ttlMs, max });
  /** The version to answer in: the one the request named, else the one its credential last named. */
  return function answeredVersion(credentialId: string | null, named: XapiVersion | null): XapiVersion {
    if (credentialId === null) return named ?? LATEST_VERSION;
    if (named === null) return versions.get(credentialId) ?? LATEST_VERSION;
    versions.set(credentialId, named);
    return named;
  };
}
