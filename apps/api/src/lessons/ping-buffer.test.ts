import { describe, expect, it } from 'vitest';
import type { TimeCredit } from './lesson-types';
import { createPingBuffer, MAX_PING_CREDIT_MS } from './ping-buffer';

function setup() {
  let now = 1_000_000;
  const written = { lessons: [] as TimeCredit[][], pages: [] as TimeCredit[][] };
  let failing = false;
  const sink = {
    async addLessonTime(credits: TimeCredit[]) {
      if (failing) throw new Error('database down');
      written.lessons.push(credits);
    },
    async addPageTime(credits: TimeCredit[]) {
      written.pages.push(credits);
    },
  };
  const buffer = createPingBuffer(sink, () => now);
  return {
    buffer,
    written,
    advance: (ms: number) => (now += ms),
    fail: (value: boolean) => (failing = value),
  };
}

const target = { tenantId: 't', lessonId: 'lesson', pageId: 'page' };

describe('ping buffer', () => {
  it.each([
    // gaps between pings (ms) → seconds credited
    [[], 0],
    [[10_000], 10],
    [[10_000, 10_000, 10_000], 30],
    [[60_000], MAX_PING_CREDIT_MS / 1000],
    [[500, 500], 1],
    [[0, 0, 0], 0],
  ])('pings after %j credit %i s', async (gaps, seconds) => {
    const { buffer, written, advance } = setup();
    buffer.record(target);
    for (const gap of gaps) {
      advance(gap);
      buffer.record(target);
    }
    await buffer.flush();
    const credited = written.lessons.flat().reduce((sum, credit) => sum + credit.seconds, 0);
    expect(credited).toBe(seconds);
    expect(written.pages.flat().reduce((sum, credit) => sum + credit.seconds, 0)).toBe(seconds);
  });

  it('credits a lesson once per gap even when two pages ping it', async () => {
    const { buffer, written, advance } = setup();
    buffer.record(target);
    buffer.record({ ...target, pageId: 'other' });
    advance(10_000);
    buffer.record(target);
    buffer.record({ ...target, pageId: 'other' });
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([{ tenantId: 't', id: 'lesson', seconds: 10 }]);
  });

  it('keeps the sub-second remainder and the credits of a failed flush', async () => {
    const { buffer, written, advance, fail } = setup();
    buffer.record(target);
    advance(2_500);
    buffer.record(target);
    fail(true);
    await expect(buffer.flush()).rejects.toThrow('database down');
    expect(buffer.pendingMs('lesson')).toBe(2_500);
    fail(false);
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([{ tenantId: 't', id: 'lesson', seconds: 2 }]);
    expect(buffer.pendingMs('lesson')).toBe(500);
  });

  it('writes nothing without pings', async () => {
    const { buffer, written } = setup();
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([]);
  });
});
