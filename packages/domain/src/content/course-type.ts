import { z } from 'zod';

/**
 * A course type's settings (`course_types.settings`, docs/product/data-model.md#courses): what the
 * courses of that type offer their learners. Written by content packages (docs/content-packages.md);
 * hints and feedbacks must be said, the straight-through Next is off unless asked for.
 */
export const courseTypeSettingsSchema = z.strictObject({
  /** Hints on exercises (docs/product/lessons.md#hints). */
  hints: z.boolean(),
  /** Feedback messages after an answer (docs/product/lessons.md#feedbacks). */
  feedbacks: z.boolean(),
  /**
   * Next answers an exercise and moves on in one press, the correction left for the lesson's
   * results (an exam's); off, Next on an exercise not checked shows its correction first
   * (docs/product/lessons.md#next).
   */
  straightThroughNext: z.boolean().default(false),
});
export type CourseTypeSettings = z.infer<typeof courseTypeSettingsSchema>;

/** The settings as stored: a switch left out, or not a boolean true, is off. */
export function storedCourseTypeSettings(stored: Readonly<Record<string, unknown>> | null): CourseTypeSettings {
  return { hints: stored?.hints === true, feedbacks: stored?.feedbacks === true, straightThroughNext: stored?.straightThroughNext === true };
}

/**
 * Whether Next on an exercise not answered yet checks it first (docs/product/lessons.md#next): the
 * page shows its correction and score, and the next press moves on. Feedbacks already show the
 * correction in their dialogs; a straight-through course moves on at once.
 */
export function nextChecksFirst({ feedbacks, straightThroughNext }: CourseTypeSettings): boolean {
  return !feedbacks && !straightThroughNext;
}
