import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from './after-pointer-release';

describe('afterPointerRelease', () => {
  // The module listens on the document for good: a test file run before this one in the same
  // worker may have left a pointer down (a press it never released).
  beforeEach(() => document.dispatchEvent(new Event('pointerup')));
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
