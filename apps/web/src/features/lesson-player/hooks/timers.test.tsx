import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { useCountdown } from './use-countdown';
import { useLessonPing } from './use-lesson-ping';

describe('the player clocks (docs/product/lessons.md#timers, docs/product/lessons.md#pings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks each second, enters the ending state at 5 s and completes 0.5 s after zero', () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() => useCountdown(7, onComplete));
    expect(result.current).toEqual({ remaining: 7, phase: 'running' });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual({ remaining: 5, phase: 'ending' });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toEqual({ remaining: 0, phase: 'done' });
    act(() => vi.advanceTimersByTime(499));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a limit', () => {
    const { result } = renderHook(() => useCountdown(null, () => undefined));
    expect(result.current).toEqual({ remaining: null, phase: null });
  });

  it('pings the lesson every 10 s with the page on screen, and stops when the page is left', () => {
    const { calls } = mockApi({ 'POST lessons/l1/ping': { status: 204 } });
    const { unmount } = renderHook(() => useLessonPing('l1', 'p1'));
    act(() => vi.advanceTimersByTime(9999));
    expect(calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(calls.map((call) => call.body)).toEqual([{ pageId: 'p1' }]);
    unmount();
    act(() => vi.advanceTimersByTime(30_000));
    expect(calls).toHaveLength(1);
  });

  it('pings nothing for an ended lesson reviewed', () => {
    const { calls } = mockApi({ 'POST lessons/l1/ping': { status: 204 } });
    renderHook(() => useLessonPing('l1', 'p1', false));
    act(() => vi.advanceTimersByTime(30_000));
    expect(calls).toHaveLength(0);
  });
});
