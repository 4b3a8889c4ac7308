import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createHashingSlots } from './hashing-slots';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). Argon2id is the
 * library's default algorithm (its `Algorithm` is a const enum, which
 * isolated modules cannot import); passwords.test.ts checks the hash prefix.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * As many hashes at once as cores, keeping two of libuv's threads (UV_THREADPOOL_SIZE, which libuv
 * itself reads; 4 by default) for file reads and compression: a hash is CPU work, more at once
 * would only share the cores. A few classes of waiting sign-ins at most, then 503 with Retry-After.
 */
const libuvThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashingSlots = createHashingSlots(Math.max(1, Math.min(availableParallelism(), libuvThreads - 2)), 1000);

export function hashPassword(password: string): Promise<string> {
  return hashingSlots.run(() => hash(password, argon2Options));
}

/**
 * Verifying against this hash when the user does not exist makes an unknown
 * account take as long to refuse as a wrong password.
 */
let decoyHash: Promise<string> | undefined;

/** Checks a password at once, in the caller's hashing slot (`inHashingSlot`). */
async function verifyNow(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash === null || passwordHash === undefined) {
    decoyHash ??= hash('not a password of anyone', argon2Options);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  return hashingSlots.run(() => verifyNow(passwordHash, password));
}

type VerifyPassword = typeof verifyNow;

/**
 * Runs `work` in a hashing slot with a `verify` that checks at once: a throttled check counts its
 * attempt and checks the password in one slot, so the attempts counted but not yet checked are
 * at most the slots of each process (docs/architecture.md#sign-in-throttling).
 */
export function inHashingSlot<T>(work: (verify: VerifyPassword) => Promise<T>): Promise<T> {
  return hashingSlots.run(() => work(verifyNow));
}
