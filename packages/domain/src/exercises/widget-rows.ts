import { z } from 'zod';
import { nonScoredModule } from './non-scored';
import { rowFields } from './row-common';

/**
 * Widget rows (docs/product/data-model.md#widget-rows): rows that show the learner's own data (xp, badges,
 * competencies) or the course's titles. They have no answer and no score; the
 * web app fills them from the lesson.
 */
export const widgetRows = [
  nonScoredModule('course-icon', z.strictObject(rowFields('course-icon'))),
  nonScoredModule('xp-earned', z.strictObject(rowFields('xp-earned'))),
  nonScoredModule('pi-xp-earned', z.strictObject({ ...rowFields('pi-xp-earned'), showPi: z.boolean().optional(), showScore: z.boolean().optional() })),
  nonScoredModule('job-xp-earned', z.strictObject(rowFields('job-xp-earned'))),
  nonScoredModule('competency-xp-earned', z.strictObject(rowFields('competency-xp-earned'))),
  nonScoredModule('course-competency-list', z.strictObject({ ...rowFields('course-competency-list'), courseCompetencyIds: z.array(z.string().min(1)) })),
  nonScoredModule('course-title', z.strictObject(rowFields('course-title'))),
  nonScoredModule('section-title', z.strictObject(rowFields('section-title'))),
] as const;
