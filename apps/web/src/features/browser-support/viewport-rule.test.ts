import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startViewportRule } from './viewport-rule';

const meta = () => document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
const resizeTo = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('startViewportRule (docs/product/screens-and-routes.md#small-screens)', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '<meta name="viewport" content="width=device-width, initial-scale=1">';
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('allows zoom at every width by default (WCAG 1.4.4)', () => {
    resizeTo(375);
    stop = startViewportRule();
    expect(meta()?.content).toBe('width=device-width, initial-scale=1');
  });

  it("with the tenant's lockZoomOnPhones on, forbids zoom under 768 px at once, and follows the width every second", () => {
    resizeTo(375);
    stop = startViewportRule(window, () => true);
    expect(meta()?.content).toBe('width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no');
    resizeTo(1280);
    vi.advanceTimersByTime(999);
    expect(meta()?.content).toContain('user-scalable=no');
    vi.advanceTimersByTime(1);
    expect(meta()?.content).toBe('width=device-width, initial-scale=1');
  });

  it('adds the meta when the page has none', () => {
    document.head.innerHTML = '';
    resizeTo(375);
    stop = startViewportRule(window, () => true);
    expect(meta()?.content).toContain('user-scalable=no');
  });

  it('stops adjusting once stopped', () => {
    resizeTo(1280);
    stop = startViewportRule();
    stop();
    resizeTo(375);
    vi.advanceTimersByTime(5000);
    expect(meta()?.content).toBe('width=device-width, initial-scale=1');
  });
});
