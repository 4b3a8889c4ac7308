import { describe, expect, it } from 'vitest';
import { datesCheck, outcomeOf, summarise } from './verification';

describe('a verification in plain words', () => {
  it('puts the signature first, then the status, then the dates', () => {
    expect(outcomeOf('valid', 'active', 'valid')).toBe('valid');
    expect(outcomeOf('valid', 'none', 'valid')).toBe('valid');
    expect(outcomeOf('valid', 'revoked', 'expired')).toBe('revoked');
    expect(outcomeOf('valid', 'active', 'expired')).toBe('expired');
    expect(outcomeOf('valid', 'active', 'not-yet-valid')).toBe('not-yet-valid');
    expect(outcomeOf('valid', 'invalid', 'valid')).toBe('invalid');
    expect(outcomeOf('valid', 'unresolvable', 'valid')).toBe('unverifiable');
    expect(outcomeOf('invalid', 'not-checked', 'valid')).toBe('invalid');
    expect(outcomeOf('not-the-issuers', 'not-checked', 'valid')).toBe('invalid');
    expect(outcomeOf('unresolvable', 'not-checked', 'valid')).toBe('unverifiable');
  });

  it('reads validFrom and validUntil, and the dates of VC 1.1 too', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(datesCheck({ validFrom: '2026-01-01T00:00:00Z', validUntil: null }, now)).toBe('valid');
    expect(datesCheck({ validFrom: '2027-01-01T00:00:00Z', validUntil: null }, now)).toBe('not-yet-valid');
    expect(datesCheck({ validFrom: null, validUntil: '2026-11-29T11:59:59Z' }, now)).toBe('expired');
    expect(datesCheck({ validFrom: 'not a date', validUntil: null }, now)).toBe('valid');
    expect(summarise({ issuanceDate: '2020-01-01T00:00:00Z', expirationDate: '2021-01-01T00:00:00Z' })).toMatchObject({
      validFrom: '2020-01-01T00:00:00Z',
      validUntil: '2021-01-01T00:00:00Z',
    });
  });

  it('reads what a credential says of itself whatever its shape, never more than it holds', () => {
    expect(summarise({})).toEqual({
      id: null,
      name: null,
      issuer: { id: null, name: null, url: null },
      achievement: { name: null, description: null, criteria: null, type: null },
      competencies: [],
      learner: null,
      results: [],
      validFrom: null,
      validUntil: null,
    });
    expect(summarise({ issuer: 'did:key:z6Mk', credentialSubject: [{ name: 'Ada', achievement: 'not an object', result: { value: 12 } }] })).toMatchObject({
      issuer: { id: 'did:key:z6Mk' },
      learner: 'Ada',
      results: [],
    });
    const summary = summarise({
      credentialSubject: {
        identifier: [
          { identityType: 'emailAddress', hashed: true, identityHash: 'sha256$abc' },
          { identityType: 'name', hashed: false, identityHash: 'Léa Martin' },
        ],
        achievement: {
          name: 'Conclure une vente',
          achievementType: 'Badge',
          criteria: { narrative: 'Avoir terminé le cours' },
          alignment: [{ targetName: 'Négocier' }, { targetUrl: 'urn:x' }],
          resultDescription: [{ id: 'urn:score', name: 'Score sur 1000' }],
        },
        result: [{ resultDescription: 'urn:score', value: '812' }, { value: 'Or' }],
      },
    });
    expect(summary).toMatchObject({
      learner: 'Léa Martin',
      achievement: { name: 'Conclure une vente', criteria: 'Avoir terminé le cours', type: 'Badge' },
      competencies: ['Négocier'],
      results: [
        { label: 'Score sur 1000', value: '812' },
        { label: null, value: 'Or' },
      ],
    });
  });
});
