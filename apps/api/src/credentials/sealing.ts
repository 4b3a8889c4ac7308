import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Tells the derived key apart from any other key drawn from the same secret. */
const KEY_PURPOSE = 'espace credentials: signing keys sealed at rest';
const VERSION = 'v1';

export interface Sealer {
  seal(secret: string): string;
  /** Throws when the text was not sealed with this key (another CREDENTIALS_KEY) or was altered. */
  unseal(sealed: string): string;
}

/**
 * Seals the tenants' secret signing keys at rest with AES-256-GCM under a key derived from
 * CREDENTIALS_KEY (docs/credentials.md#keys): `v1.<iv>.<tag>.<ciphertext>`, base64url. GCM's tag
 * makes an altered or foreign sealed text fail rather than yield a wrong key.
 */
export function createSealer(credentialsKey: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', credentialsKey, '', KEY_PURPOSE, 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    unseal(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('Not a sealed signing key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
