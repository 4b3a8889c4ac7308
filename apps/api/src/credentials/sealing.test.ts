import { describe, expect, it } from 'vitest';
import { createSealer } from './sealing';

describe('sealing signing keys', () => {
  const sealer = createSealer('a credentials key of at least 32 characters');

  it('unseals what it sealed, and never seals twice alike', () => {
    const sealed = sealer.seal('z3u2secret');
    expect(sealed).not.toContain('z3u2secret');
    expect(sealer.unseal(sealed)).toBe('z3u2secret');
    expect(sealer.seal('z3u2secret')).not.toBe(sealed);
  });

  it('refuses a text sealed under another key, or altered', () => {
    const sealed = sealer.seal('z3u2secret');
    expect(() => createSealer('another credentials key, 32 characters long').unseal(sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext!.startsWith('A') ? 'B' : 'A'}${ciphertext!.slice(1)}`;
    expect(() => sealer.unseal([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => sealer.unseal('plain text')).toThrow('Not a sealed signing key');
  });
});
