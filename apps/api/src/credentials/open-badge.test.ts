import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { credentialUrls, identityHash, issuerProfile } from './open-badge';

describe('Open Badges documents', () => {
  it('hashes the learner’s address with its salt, as a verifier who knows the address recomputes it', () => {
    const expected = `sha256$${createHash('sha256')
      .update('lea@demo.test' + 'f00d')
      .digest('hex')}`;
    expect(identityHash(' Lea@Demo.test ', 'f00d')).toBe(expected);
    expect(identityHash('lea@demo.test', 'beef')).not.toBe(expected);
  });

  it('publishes the issuer under its origin, listing every key it ever had', () => {
    const urls = credentialUrls('https://learn.acme.test');
    expect(urls.statusList(2)).toBe('https://learn.acme.test/api/credentials/status/2');
    expect(issuerProfile({ origin: 'https://learn.acme.test', name: 'ACME', image: null, email: null }, [1, 2])).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json', 'https://w3id.org/security/v2'],
      id: 'https://learn.acme.test/api/credentials/issuer',
      type: 'Profile',
      name: 'ACME',
      url: 'https://learn.acme.test',
      assertionMethod: ['https://learn.acme.test/api/credentials/issuer/keys/1', 'https://learn.acme.test/api/credentials/issuer/keys/2'],
    });
  });
});
