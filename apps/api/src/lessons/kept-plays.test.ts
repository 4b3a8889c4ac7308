import { describe, expect, it } from 'vitest';
import { createKeptPlays, KeptPlayMismatchError } from './kept-plays';
import type { LearnerLesson, LessonPageRecord } from './lesson-types';

const request = { tenantId: 'tenant', userId: 'learner', lessonId: 'lesson', now: new Date('2026-11-26T10:00:00Z') };
const lesson = { id: 'lesson', userId: 'learner', scoring: { global: { actual: 0, max: 0 } } } as unknown as LearnerLesson;
const page = (id: string, position: number) => ({ id, position, answeredAt: null }) as unknown as LessonPageRecord;
const version = { lesson: '42', context: '1:2:3' };

describe('kept plays', () => {
  it('answers the play a request left to the same learner only, frozen, its pages by position', async () => {
    const plays = createKeptPlays();
    plays.keep(request, { lesson, pages: [page('b', 1), page('a', 0)], version });
    const kept = await plays.take(request, () => Promise.reject(new Error('no read without verify')));
    expect(kept?.pages.map((one) => one.id)).toEqual(['a', 'b']);
    expect(Object.isFrozen(kept?.lesson.scoring)).toBe(true);
    expect(await plays.take({ ...request, userId: 'another learner' }, () => Promise.reject(new Error('unused')))).toBeUndefined();
  });

  it('forgets a play whose version a write left unknown', async () => {
    const plays = createKeptPlays();
    plays.keep(request, { lesson, pages: [], version });
    plays.keep(request, { lesson, pages: [], version: null });
    expect(await plays.take(request, () => Promise.reject(new Error('unused')))).toBeUndefined();
  });

  it('checks, when asked to, a kept play against the lesson read again: different at the same versions, it throws', async () => {
    const plays = createKeptPlays({ verify: true });
    plays.keep(request, { lesson, pages: [page('a', 0)], version });
    // Another version: the kept play is stale, which its write will find; not a mismatch.
    await expect(plays.take(request, async () => ({ lesson, pages: [], version: { ...version, lesson: '43' } }))).resolves.toBeDefined();
    await expect(plays.take(request, async () => ({ lesson, pages: [page('a', 0)], version }))).resolves.toBeDefined();
    await expect(plays.take(request, async () => ({ lesson, pages: [], version }))).rejects.toBeInstanceOf(KeptPlayMismatchError);
  });
});
