import { describe, expect, it } from 'vitest';
import type { TimeCredit } from './lesson-types';
import { createPingBuffer, MAX_PING_CREDIT_MS } from './ping-buffer';

function setup() {
  let now = 1_000_000;
  const written = { lessons: [] as TimeCredit[][], pages: [] as TimeCredit[][] };
  let failing: 'lessons' | 'pages' | null = null;
  // Rows another transaction holds: their credits are answered back, not written.
  const busy = new Set<string>();
  const add = (table: 'lessons' | 'pages') => async (credits: TimeCredit[]) => {
    if (failing === table) throw new Error('database down');
    written[table].push(credits.filter((credit) => !busy.has(credit.id)));
    return credits.filter((credit) => busy.has(credit.id));
  };
  const sink = { addLessonTime: add('lessons'), addPageTime: add('pages') };
  const buffer = createPingBuffer(sink, () => now);
  return {
    buffer,
    written,
    busy,
    advance: (ms: number) => (now += ms),
    fail: (table: 'lessons' | 'pages' | null) => (failing = table),
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
    fail('lessons');
    await expect(buffer.flush()).rejects.toThrow('database down');
    expect(buffer.pendingMs('lesson')).toBe(2_500);
    // The pages' statement ran all the same: the page's credit is written, not kept.
    expect(written.pages.flat()).toEqual([{ tenantId: 't', id: 'page', seconds: 2 }]);
    expect(buffer.pendingMs('page')).toBe(500);
    fail(null);
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([{ tenantId: 't', id: 'lesson', seconds: 2 }]);
    expect(buffer.pendingMs('lesson')).toBe(500);
  });

  it('does not write a lesson’s credit twice when only the pages’ statement failed', async () => {
    const { buffer, written, advance, fail } = setup();
    buffer.record(target);
    advance(3_000);
    buffer.record(target);
    fail('pages');
    await expect(buffer.flush()).rejects.toThrow('database down');
    fail(null);
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([{ tenantId: 't', id: 'lesson', seconds: 3 }]);
    expect(written.pages.flat()).toEqual([{ tenantId: 't', id: 'page', seconds: 3 }]);
  });

  it('keeps a busy row’s credit for the next flush, with the time pinged since', async () => {
    const { buffer, written, busy, advance } = setup();
    buffer.record(target);
    advance(10_000);
    buffer.record(target);
    busy.add('lesson');
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([]);
    expect(written.pages.flat()).toEqual([{ tenantId: 't', id: 'page', seconds: 10 }]);
    expect(buffer.pendingMs('lesson')).toBe(10_000);
    busy.clear();
    advance(10_000);
    buffer.record(target);
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([{ tenantId: 't', id: 'lesson', seconds: 20 }]);
  });

  it('writes nothing without pings', async () => {
    const { buffer, written } = setup();
    await buffer.flush();
    expect(written.lessons.flat()).toEqual([]);
  });
});
