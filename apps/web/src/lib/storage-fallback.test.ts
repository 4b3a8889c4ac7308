import { describe, expect, it } from 'vitest';
import { installStorageFallback, MemoryStorage } from './storage-fallback';

describe('installStorageFallback', () => {
  it('keeps a working localStorage as it is', () => {
    const target = { localStorage: new MemoryStorage() } as unknown as Window;
    const before = target.localStorage;
    expect(installStorageFallback(target)).toBe(false);
    expect(target.localStorage).toBe(before);
  });

  it('replaces a refused localStorage (a third-party frame) by one in memory', () => {
    const target = {} as Window;
    Object.defineProperty(target, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      },
    });
    expect(installStorageFallback(target)).toBe(true);
    target.localStorage.setItem('id_token', 't');
    expect(target.localStorage.getItem('id_token')).toBe('t');
    expect(target.localStorage.length).toBe(1);
    expect(target.localStorage.key(0)).toBe('id_token');
    target.localStorage.clear();
    expect(target.localStorage.getItem('id_token')).toBeNull();
  });
});
