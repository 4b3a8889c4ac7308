import { blockTypes } from '@espace/domain/content/block-types';
import { feedbackKinds } from '@espace/domain/exercises/feedback-kinds';
import { outlinePageStates } from '@espace/domain/lessons/lesson-outline';
import { lessonStates, pageStates } from '@espace/domain/lessons/lesson-state';
import { medals, pageProgresses } from '@espace/domain/lessons/progress';
import { z } from 'zod';
import { booleanQuery, guidField } from './common';

/** A lesson's state (docs/product/lessons.md#lesson-states). */
export const lessonStateSchema = z.enum(lessonStates);
export const pageProgressSchema = z.enum(pageProgresses);
const pageStateSchema = z.enum(pageStates);
export const blockTypeSchema = z.enum(blockTypes);

export const scoreSchema = z.object({ actual: z.number(), max: z.number() }).describe('Points earned out of points available');

/** A lesson's medal, from its score ratio (docs/scoring.md). */
export const medalSchema = z.enum(medals);

export const hintsSchema = z
  .object({
    messages: z.array(z.string()).describe('The unlocked hints, in order'),
    remaining: z.number().int().describe('Hints still locked'),
    nextMalus: z.number().describe('Points the next hint costs (0 when none is left); ask for confirmation above 0'),
  })
  .describe('LessonPage results.hints (docs/product/data-model.md#lesson-pages)');

const interactiveActionSchema = z.object({
  label: z.string(),
  choices: z.array(z.object({ response: z.string(), action: z.object({ target: z.string().describe("A program course id, or 'home'") }) })),
});

const lessonActionsSchema = z
  .object({
    interactive: z.array(interactiveActionSchema).describe('Questions asked at the end of the lesson (course settings)'),
    unlockedLessons: z.array(z.object({ id: z.string(), title: z.string() })).describe('Lessons this one unlocked when it ended'),
  })
  .describe('Lesson actions (docs/product/data-model.md#lessons)');

const lessonSummarySchema = z
  .object({
    id: z.string(),
    state: lessonStateSchema,
    progress: pageProgressSchema.nullable(),
    scoring: z.object({ global: scoreSchema }),
    progression: z.number().describe('Fraction 0..1: mean over sections of the completed-page share (ONGOING counts half)'),
    timeLimit: z.number().int().nullable().describe('Lesson time limit in seconds'),
    remainingSeconds: z.number().int().nullable(),
    certificationRef: z.string().nullable(),
    isEndOfProgram: z.boolean(),
    programId: z.string().describe('The program of the class program the lesson belongs to (its evaluation)'),
    actions: lessonActionsSchema,
  })
  .describe('The lesson a page belongs to');
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

const rowAnswerSchema = z.strictObject({
  userAnswer: z.unknown().describe('The answer, shaped by the row type (docs/scoring.md)'),
  path: z.string().nullable().optional(),
});

export const pageAnswersSchema = z.record(z.string(), rowAnswerSchema).describe('Answers by row id; a row left out is answered with its default');
/** The answers of a PATCH body, as the web sends them and the API receives them. */
export type PageAnswers = z.infer<typeof pageAnswersSchema>;

const pageResultsSchema = z
  .object({
    answerRatios: z.record(z.string(), z.number()).describe('Ratio in [0, 1] of every scored row'),
    kind: z.enum(feedbackKinds).nullable(),
    feedbacks: z.array(z.string()).describe('General then answer-specific messages, when the course type enables them'),
    hints: hintsSchema,
    scoring: scoreSchema,
    corrections: z.record(z.string(), z.unknown()).describe('Correction marks by row id (docs/scoring.md)'),
  })
  .describe('The page results, sent once the page is answered');

const outlinePageSchema = z.object({
  nodeId: z.string(),
  title: z.string().nullable().describe("The node's title, else its block's"),
  pageId: z.string().nullable().describe('The learner’s page, once opened (what a link to it opens)'),
  state: z.enum(outlinePageStates),
  reachable: z.boolean().describe('Every page before it is done, so it may be opened'),
  timeLimit: z.number().int().nullable().describe("Page time limit in seconds, the learner's time accommodation applied"),
  blockType: blockTypeSchema.nullable().describe('An exercise takes answers; the last one of a certifying course asks before sending (docs/accessibility.md)'),
  score: scoreSchema.nullable().describe('The points the page earned once answered (the course tree shows them: outlinePageMark); null before'),
});

const lessonOutlineSchema = z
  .array(z.object({ id: z.string().nullable(), title: z.string().nullable(), pages: z.array(outlinePageSchema) }))
  .describe("The lesson's sections in course order, each with its pages (the player's course tree)");

const glossaryTermSchema = z.object({ id: z.string(), title: z.string(), words: z.array(z.string()), definition: z.string() });
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

const figureCompetencySchema = z.object({ id: z.string(), title: z.string(), icon: z.string().nullable(), points: scoreSchema });

const pageFiguresSchema = z
  .object({
    lesson: scoreSchema.describe('Points earned in this lesson so far (xp earned, the score of pi xp earned)'),
    global: scoreSchema.describe('Points earned over all the learner’s lessons (the pi badge)'),
    job: z
      .object({ id: z.string(), title: z.string(), icon: z.string().nullable(), score: z.number().int().describe('Out of 100') })
      .nullable()
      .describe("The course category's job score"),
    competency: figureCompetencySchema.nullable().describe("The block's competency with the learner's points in it"),
    competencies: z.array(figureCompetencySchema).describe('The competencies the course competency lists of the page name, in their order'),
  })
  .describe("The learner's figures the page's widget rows show (docs/product/data-model.md#widget-rows); null on a page without such a row");
export type PageFigures = z.infer<typeof pageFiguresSchema>;

export const lessonPageSchema = z
  .object({
    id: z.string(),
    lessonId: z.string(),
    nodeId: z.string(),
    nodeTitle: z.string().nullable(),
    sectionId: z.string().nullable(),
    sectionTitle: z.string().nullable(),
    course: z.object({
      id: z.string(),
      title: z.string(),
      icon: z.string().nullable().describe('A name of the icon sets (its category’s)'),
      language: z.string().describe('The language the course is written in (BCP 47: fr, en, fr-CA…): the player marks its content with it'),
      certifying: z.boolean().describe('An ended lesson of this course gets a certificate: its last page asks before sending (docs/accessibility.md)'),
      nextChecksFirst: z
        .boolean()
        .describe(
          'Next on an exercise not answered yet checks it: the page shows its correction and score, and the next press moves on (the course type gives no feedbacks and no straight-through Next; docs/product/lessons.md#next)',
        ),
    }),
    position: z.number().int().describe('0-based index of the page in the lesson'),
    count: z.number().int().describe('Pages in the lesson'),
    state: pageStateSchema,
    progress: pageProgressSchema,
    blockType: blockTypeSchema,
    content: z
      .record(z.string(), z.unknown())
      .describe('The public block (no expected answers, feedbacks or locked hint messages), dataset shortcodes replaced'),
    inputs: z
      .object({ answers: z.record(z.string(), z.unknown()) })
      .nullable()
      .describe('The answers given, once answered'),
    results: pageResultsSchema.nullable(),
    hints: hintsSchema,
    timeLimit: z.number().int().nullable().describe("Page time limit in seconds, the learner's time accommodation applied"),
    remainingSeconds: z.number().int().nullable(),
    startedAt: z.string(),
    answeredAt: z.string().nullable(),
    tools: z.object({ calculator: z.boolean() }),
    resourcesCount: z.number().int(),
    isLastPage: z.boolean(),
    lesson: lessonSummarySchema,
    outline: lessonOutlineSchema,
    terms: z.array(glossaryTermSchema).describe("The glossary terms of the page's block"),
    figures: pageFiguresSchema.nullable(),
  })
  .describe('A lesson page as the learner sees it');
export type LessonPage = z.infer<typeof lessonPageSchema>;

export const lessonParamsSchema = z.strictObject({ id: guidField.describe('Lesson id') });

export const currentPageQuerySchema = z.object({
  noCache: z.string().optional().describe('Cache buster, ignored'),
  fromPageId: guidField.optional().describe('Open this page of the lesson'),
  fromSectionId: guidField.optional().describe("Open this section's first page"),
  start: booleanQuery
    .optional()
    .describe(
      'true: the learner agreed to start a timed lesson never opened, whose clock starts now; without it, such a lesson answers 409 TIMED_LESSON_NOT_STARTED',
    ),
});

/** TIMED_LESSON_NOT_STARTED's data: the limit the learner is asked about before the lesson's clock starts (docs/product/lessons.md#timed-lessons). */
export const timedLessonNotStartedDataSchema = z.object({
  timeLimit: z.number().int().describe("The lesson's time limit in seconds, the learner's time accommodation applied"),
});
export type TimedLessonNotStartedData = z.infer<typeof timedLessonNotStartedDataSchema>;

export const fromPageQuerySchema = z.object({ fromPageId: guidField.optional().describe('The page to move from (default: the current page)') });

export const patchPageBodySchema = z
  .union([z.strictObject({ inputs: z.strictObject({ answers: pageAnswersSchema }) }), z.strictObject({})])
  .describe('The answers, or an empty body for slides and tincan');
export type PatchPageBody = z.infer<typeof patchPageBodySchema>;

export const actionsBodySchema = z.strictObject({
  inputs: z.array(z.strictObject({ actionIdx: z.number().int().min(0), choiceIdx: z.number().int().min(0) })).min(1),
});

export const actionsResponseSchema = z
  .object({
    chosen: z.array(z.object({ actionIdx: z.number().int(), choiceIdx: z.number().int() })),
    target: z
      .object({ id: z.string(), title: z.string(), state: lessonStateSchema })
      .nullable()
      .describe('The lesson to open next (unlocked if it was LOCKED), or null for home'),
  })
  .describe('The recorded interactive choices');

export const tincanScoreBodySchema = z.strictObject({
  pageId: guidField,
  score: z.strictObject({ raw: z.number().optional(), min: z.number().optional(), max: z.number().optional(), scaled: z.number() }),
});

export const tincanScoreResponseSchema = z.object({ pageId: z.string(), scaled: z.number().describe('Clamped to [0, 1]') });

export const pingBodySchema = z.strictObject({ pageId: guidField.optional() }).describe('The page on screen, if any');

export const pageResourcesParamsSchema = z.strictObject({ id: guidField.describe('Lesson page id') });
export const pageResourcesQuerySchema = z.object({ lessonId: guidField });

export const pageResourcesSchema = z
  .object({
    items: z.array(
      z.object({
        block: z.record(z.string(), z.unknown()).describe('The public block of the resource'),
        node: z.object({ id: z.string(), title: z.string().nullable(), order: z.number().int(), blockId: z.string() }),
      }),
    ),
  })
  .describe("A page's resources (PDF, audio, image…)");

export const classProgramParamsSchema = z.strictObject({ id: guidField.describe('Class program id') });

export const resetLessonsSchema = z
  .object({ items: z.array(z.object({ id: z.string(), programCourseId: z.string(), state: lessonStateSchema })) })
  .describe('The lessons reset to their initial state');

/** The end-of-lesson data carried by a NO_LESSON_PAGE_AVAILABLE error, in its `data` field. */
export const lessonEndDataSchema = z
  .object({
    lessonId: z.string(),
    state: lessonStateSchema,
    progress: pageProgressSchema.nullable(),
    scoring: z.object({ global: scoreSchema }),
    certificationRef: z.string().nullable(),
    isEndOfProgram: z.boolean(),
    programId: z.string(),
    actions: lessonActionsSchema,
    language: z.string().describe("The course's language (BCP 47): its end-of-lesson questions are in it"),
  })
  .describe('The end of a lesson (docs/product/lessons.md#end-of-lesson): what the client needs to choose the next screen');
export type LessonEndData = z.infer<typeof lessonEndDataSchema>;

/**
 * POST lessons/:id/pages/answer-and-next: Next on a page not answered yet, in one round trip
 * (docs/product/lessons.md#next). The page's answer as PATCH pages/current takes it.
 */
export const answerAndNextQuerySchema = z.object({ fromPageId: guidField.describe('The page on screen, the one answered') });

export const answerAndNextSchema = z
  .object({
    answered: lessonPageSchema.describe('The page on screen, answered: its results, feedbacks and score'),
    next: lessonPageSchema
      .nullable()
      .describe(
        'The page after it, opened; null at the end of the lesson, and before a timed page never opened (its clock starts once the learner says go: POST pages/next then)',
      ),
    end: lessonEndDataSchema.nullable().describe('The end of the lesson when the answered page ended it, as NO_LESSON_PAGE_AVAILABLE carries it'),
  })
  .describe('The answered page and where Next leads');
export type AnswerAndNext = z.infer<typeof answerAndNextSchema>;

export const noLessonPageErrorSchema = z
  .object({
    code: z.string().describe('NO_LESSON_PAGE_AVAILABLE (other 404 codes carry no data)'),
    title: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    data: lessonEndDataSchema.optional(),
  })
  .describe('404: NO_LESSON_PAGE_AVAILABLE with the end-of-lesson data, or NOT_FOUND');
