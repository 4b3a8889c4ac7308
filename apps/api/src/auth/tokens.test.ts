import { createSigner } from 'fast-jwt';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

// Ids we issue are uuids; a token naming anything else is refused (see the last test).
const U1 = '11111111-1111-4111-8111-111111111111';
const C1 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const S1 = '55555555-5555-4555-8555-555555555555';

const secret = 'a-test-secret-of-at-least-32-characters!';

describe('createTokenService', () => {
  const tokens = createTokenService(secret, 3600);

  it('signs sub, ctx and sid with iat and exp', () => {
    const claims = tokens.verify(tokens.sign({ sub: U1, ctx: C1, sid: S1 }));
    expect(claims).toMatchObject({ sub: U1, ctx: C1, sid: S1 });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(3600);
  });

  it.each([
    ['another secret', createSigner({ key: 'another-secret-of-at-least-32-characters', expiresIn: 60_000 })({ sub: U1, ctx: C1, sid: S1 })],
    ['expired', createSigner({ key: secret, expiresIn: 1000, clockTimestamp: Date.now() - 60_000 })({ sub: U1, ctx: C1, sid: S1 })],
    ['missing claims', createSigner({ key: secret, expiresIn: 60_000 })({ sub: U1 })],
    ['ids that are not uuids', createSigner({ key: secret, expiresIn: 60_000 })({ sub: 'u1', ctx: 'c1', sid: 's1' })],
    ['not a token', 'abc.def.ghi'],
    ['alg none', createSigner({ algorithm: 'none', expiresIn: 60_000 })({ sub: U1, ctx: C1, sid: S1 })],
  ])('refuses a token: %s', (_case, token) => {
    expect(tokens.verify(token)).toBeUndefined();
  });
});

describe('createTokenService, verified tokens remembered', () => {
  it('refuses a remembered token once it has expired', () => {
    let clock = Date.now();
    const tokens = createTokenService(secret, 60, () => clock);
    const token = tokens.sign({ sub: U1, ctx: C1, sid: S1 });
    expect(tokens.verify(token)?.sub).toBe(U1);
    expect(tokens.verify(token)?.sub).toBe(U1);
    clock += 61_000;
    expect(tokens.verify(token)).toBeUndefined();
  });

  it('never remembers a refused token as valid', () => {
    const tokens = createTokenService(secret, 60);
    const forged = createSigner({ key: 'another-secret-of-at-least-32-characters', expiresIn: 60_000 })({ sub: U1, ctx: C1, sid: S1 });
    expect(tokens.verify(forged)).toBeUndefined();
    expect(tokens.verify(forged)).toBeUndefined();
  });
});
