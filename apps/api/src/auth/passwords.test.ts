import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const passwordHash = await hashPassword('Learner#2026');
    expect(passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(passwordHash, 'Learner#2026')).toBe(true);
    expect(await verifyPassword(passwordHash, 'learner#2026')).toBe(false);
  });

  it('refuses when there is no hash, or a broken one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
