import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, sessionKeys } from '../../lib/session-storage';
import { fakeToken } from '../../test/api-mock';
import { leaveSignInAgain, sessionRefused, signingInAgainAs } from './session-renewal';

const tokenOf = (sub: string) => fakeToken({ sub, iat: 1, exp: 2 });

/** Where the player stands: its page waits for its user to sign in again. */
const player = () => ({ keepsPage: true, leave: vi.fn() });

afterEach(() => leaveSignInAgain());

describe('sessionRefused', () => {
  it('leaves at once where the screen does not wait, and the call fails', async () => {
    const place = { keepsPage: false, leave: vi.fn() };
    await expect(sessionRefused('u1', place)).resolves.toBe('ended');
    expect(place.leave).toHaveBeenCalledWith('signed-out');
    expect(signingInAgainAs()).toBeNull();
  });

  it('keeps every refused call of the page waiting until the same user signs in again, then sends them again', async () => {
    const place = player();
    const first = sessionRefused('u1', place);
    // Calls made meanwhile go without a session and are refused too: they join the wait.
    const second = sessionRefused(null, place);
    expect(signingInAgainAs()).toBe('u1');
    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    saveSession(tokenOf('u1'));
    await expect(first).resolves.toBe('renewed');
    await expect(second).resolves.toBe('renewed');
    expect(place.leave).not.toHaveBeenCalled();
    expect(signingInAgainAs()).toBeNull();
  });

  it('ignores the session being forgotten again meanwhile: only a saved one ends the wait', async () => {
    const waiting = sessionRefused('u1', player());
    clearSession();
    expect(signingInAgainAs()).toBe('u1');
    saveSession(tokenOf('u1'));
    await expect(waiting).resolves.toBe('renewed');
  });

  it('leaves the page for Home when another account signs in, and fails the waiting calls', async () => {
    const place = player();
    const waiting = sessionRefused('u1', place);
    saveSession(tokenOf('u2'));
    await expect(waiting).resolves.toBe('ended');
    expect(place.leave).toHaveBeenCalledExactlyOnceWith('another-user');
  });

  it('ends the wait when the user chooses to leave', async () => {
    const place = player();
    const waiting = sessionRefused('u1', place);
    leaveSignInAgain();
    await expect(waiting).resolves.toBe('ended');
    expect(place.leave).toHaveBeenCalledExactlyOnceWith('signed-out');
  });

  it('takes a sign-in made in another tab (the storage event)', async () => {
    const waiting = sessionRefused('u1', player());
    // Another tab's write: this tab's listeners hear it only through the storage event.
    localStorage.setItem(sessionKeys.idToken, tokenOf('u1'));
    localStorage.setItem(sessionKeys.idUser, 'u1');
    window.dispatchEvent(new StorageEvent('storage', { key: sessionKeys.idToken }));
    await expect(waiting).resolves.toBe('renewed');
  });

  it('sends again a call refused for a session its user has already renewed, without asking', async () => {
    saveSession(tokenOf('u1'));
    const place = player();
    await expect(sessionRefused('u1', place)).resolves.toBe('renewed');
    expect(signingInAgainAs()).toBeNull();
  });

  it("fails a call refused for someone else's older session without touching the one signed in now", async () => {
    saveSession(tokenOf('u2'));
    const place = player();
    await expect(sessionRefused('u1', place)).resolves.toBe('ended');
    expect(place.leave).not.toHaveBeenCalled();
  });
});
