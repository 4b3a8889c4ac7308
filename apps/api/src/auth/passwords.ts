import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). Argon2id is the
 * library's default algorithm (its `Algorithm` is a const enum, which
 * isolated modules cannot import); passwords.test.ts checks the hash prefix.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/**
 * Verifying against this hash when the user does not exist makes an unknown
 * account take as long to refuse as a wrong password.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash === null || passwordHash === undefined) {
    decoyHash ??= hashPassword('not a password of anyone');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
