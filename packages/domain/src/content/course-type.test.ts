import { describe, expect, it } from 'vitest';
import { courseTypeSettingsSchema, nextChecksFirst, storedCourseTypeSettings } from './course-type';

describe('a course type’s settings', () => {
  it('asks for hints and feedbacks, and leaves the straight-through Next off unless said', () => {
    expect(courseTypeSettingsSchema.parse({ hints: true, feedbacks: false })).toEqual({ hints: true, feedbacks: false, straightThroughNext: false });
    expect(courseTypeSettingsSchema.parse({ hints: false, feedbacks: false, straightThroughNext: true }).straightThroughNext).toBe(true);
    expect(courseTypeSettingsSchema.safeParse({ hints: true }).success).toBe(false);
    expect(courseTypeSettingsSchema.safeParse({ hints: true, feedbacks: true, straightThroughNext: 'yes' }).success).toBe(false);
    expect(courseTypeSettingsSchema.safeParse({ hints: true, feedbacks: true, other: true }).success).toBe(false);
  });

  it.each([
    [{}, { hints: false, feedbacks: false, straightThroughNext: false }],
    [null, { hints: false, feedbacks: false, straightThroughNext: false }],
    [
      { hints: true, feedbacks: 'true' },
      { hints: true, feedbacks: false, straightThroughNext: false },
    ],
    [
      { hints: true, feedbacks: true, straightThroughNext: true },
      { hints: true, feedbacks: true, straightThroughNext: true },
    ],
  ])('reads %j as stored: a switch left out is off', (stored, settings) => {
    expect(storedCourseTypeSettings(stored)).toEqual(settings);
  });

  it.each([
    ['no feedbacks: Next shows the correction first', { feedbacks: false, straightThroughNext: false }, true],
    ['feedbacks: their dialogs show it', { feedbacks: true, straightThroughNext: false }, false],
    ['straight through: Next moves on at once', { feedbacks: false, straightThroughNext: true }, false],
    ['both', { feedbacks: true, straightThroughNext: true }, false],
  ])('%s', (_name, switches, checksFirst) => {
    expect(nextChecksFirst({ hints: false, ...switches })).toBe(checksFirst);
  });
});
