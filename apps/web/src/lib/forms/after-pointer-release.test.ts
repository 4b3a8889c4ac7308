import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from './after-pointer-release';

describe('afterPointerRelease', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once when no pointer is down', () => {
    const update = vi.fn();
    afterPointerRelease(update);
    expect(update).toHaveBeenCalledOnce();
  });

  it('waits, while a pointer is down, until it is released and its click is dispatched', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    document.dispatchEvent(new Event('pointerdown'));
    afterPointerRelease(update);
    expect(update).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerup'));
    expect(update).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(update).toHaveBeenCalledOnce();
  });

  it('runs after a cancelled press too (a finger that scrolled)', () => {
    vi.useFakeTimers();
    const update = vi.fn();
    document.dispatchEvent(new Event('pointerdown'));
    afterPointerRelease(update);
    document.dispatchEvent(new Event('pointercancel'));
    vi.runAllTimers();
    expect(update).toHaveBeenCalledOnce();
  });
});
