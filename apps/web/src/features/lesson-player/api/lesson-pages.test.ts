import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/errors/api-error';
import { timedLessonLimitOf } from './lesson-pages';

const refusal = (body: unknown, status = 409) => new ApiError(status, body, 'lessons/l/pages/current');

describe('timedLessonLimitOf', () => {
  it("reads the limit of a timed lesson's refusal to start without the learner's go", () => {
    expect(timedLessonLimitOf(refusal({ code: 'TIMED_LESSON_NOT_STARTED', title: 't', message: 'm', data: { timeLimit: 1800 } }))).toBe(1800);
  });

  it('says nothing of another answer, or of a refusal whose data is not a whole number of seconds', () => {
    expect(timedLessonLimitOf(refusal({ code: 'LESSON_SKIPPED', title: 't', message: 'm', data: { timeLimit: 1800 } }))).toBeNull();
    expect(timedLessonLimitOf(refusal({ code: 'TIMED_LESSON_NOT_STARTED', title: 't', message: 'm' }))).toBeNull();
    expect(timedLessonLimitOf(refusal({ code: 'TIMED_LESSON_NOT_STARTED', title: 't', message: 'm', data: { timeLimit: '1800' } }))).toBeNull();
    expect(timedLessonLimitOf(refusal({ code: 'TIMED_LESSON_NOT_STARTED', title: 't', message: 'm', data: { timeLimit: 1.5 } }))).toBeNull();
    expect(timedLessonLimitOf(new Error('offline'))).toBeNull();
  });
});
