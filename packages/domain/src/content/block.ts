import { z } from 'zod';
import { shapeSchema } from '../exercises/image-cliquable';
import { activityUrlSchema } from '../exercises/media-tincan';
import { scormScoSchema } from '../scorm/scorm-sco';
import { cmi5AuSchema } from '../xapi/cmi5/cmi5-au';
import type { FeedbackKind } from '../exercises/feedback-kinds';
import type { Row } from '../exercises/registry';
import { rowSchema } from '../exercises/registry';
import { nonBlank } from '../exercises/row-common';
import { blockTypes } from './block-types';
import { datasetNameSchema, datasetSchema } from './datasets';
import { type PackageProblem, schemaProblem } from './package-problems';

const hintSchema = z.strictObject({ message: nonBlank, cost: z.int().min(0) });

/** General feedback messages, one per kind, shown before the answer-specific ones. */
const generalFeedbacksSchema = z.strictObject({
  correct: z.string().optional(),
  incorrect: z.string().optional(),
  partialy_correct: z.string().optional(),
} satisfies Record<FeedbackKind, z.ZodOptional<z.ZodString>>);

const blockSettingsSchema = z.strictObject({
  template: z
    .strictObject({
      backToDashBoard: z.boolean().optional(),
      hideNextButton: z.boolean().optional(),
      hideMainTitle: z.boolean().optional(),
    })
    .optional(),
  hints: z.array(hintSchema).optional(),
  feedbacks: generalFeedbacksSchema.optional(),
});

const sectionSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().optional(),
  rows: z.array(rowSchema),
});

const tableSchema = z.strictObject({ headers: z.array(z.string()).min(1), rows: z.array(z.array(z.string())) }).superRefine((table, context) => {
  table.rows.forEach((row, index) => {
    if (row.length !== table.headers.length) {
      context.addIssue({ code: 'custom', path: ['rows', index], message: `has ${row.length} cells for ${table.headers.length} headers` });
    }
  });
});

const contentSchema = z.strictObject({
  sections: z.array(sectionSchema),
  statement: z.strictObject({ html: z.string(), settings: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).optional() }).optional(),
  /** An image with zones that show information when pointed at; not scored. */
  interactiveImage: z
    .strictObject({
      imageFileId: z.string().min(1),
      zones: z.array(z.strictObject({ id: z.string().min(1), shape: shapeSchema, title: z.string().optional(), html: z.string() })),
    })
    .optional(),
  table: tableSchema.optional(),
  tincan: z.strictObject({ url: activityUrlSchema, cmi5: cmi5AuSchema.optional(), scorm: scormScoSchema.optional() }).optional(),
  datasets: z.record(datasetNameSchema, datasetSchema).optional(),
});

/** A course block: only the title is required of its own fields (docs/product/data-model.md#required-fields). */
export const courseBlockSchema = z
  .strictObject({
    id: z.string().optional(),
    title: nonBlank,
    type: z.enum(blockTypes),
    categoryId: z.string().nullable().optional(),
    competencyId: z.string().nullable().optional(),
    attachmentIds: z.array(z.string()).optional(),
    termIds: z.array(z.string()).optional(),
    settings: blockSettingsSchema.optional(),
    content: contentSchema,
  })
  .superRefine((block, context) => {
    // Answers and results are keyed by row id, so a row id names one row of the block.
    const seen = new Set<string>();
    block.content.sections.forEach((section, sectionIndex) => {
      section.rows.forEach((row, rowIndex) => {
        if (seen.has(row.id)) {
          const path = ['content', 'sections', sectionIndex, 'rows', rowIndex, 'id'];
          context.addIssue({ code: 'custom', path, message: `duplicate row id ${row.id}` });
        }
        seen.add(row.id);
      });
    });
  });
export type CourseBlock = z.output<typeof courseBlockSchema>;

interface ContentIssue extends PackageProblem {
  /** Dotted path from the block's root, e.g. `content.sections.0.rows.2.choices`. */
  path: string;
  message: string;
}

export type BlockValidation = { ok: true; block: CourseBlock } | { ok: false; issues: ContentIssue[] };

/**
 * Every problem at once, each by path, so an author can fix a block in one go
 * (checks across rows, like duplicate row ids, run once the rows are well formed).
 */
export function validateBlock(input: unknown): BlockValidation {
  const parsed = courseBlockSchema.safeParse(input);
  if (parsed.success) return { ok: true, block: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message, ...schemaProblem(issue) })) };
}

/** The rows of every section, in page order. */
export function blockRows(block: Pick<CourseBlock, 'content'>): Row[] {
  return block.content.sections.flatMap((section) => section.rows);
}
