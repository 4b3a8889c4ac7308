import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePainted } from './after-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[] = [];
  const paintFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
  };

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames.splice(id - 1, 1, () => undefined);
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs after the next frame, not in it: a task queued from the frame runs once it is painted', () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    paintFrame();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    paintFrame();
    cancel();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });

  it('in a hidden document, which paints no frame, runs as a task all the same', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('usePainted: false in the first frame, true once it is painted', () => {
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    act(() => {
      paintFrame();
      vi.runAllTimers();
    });
    expect(result.current).toBe(true);
  });
});
