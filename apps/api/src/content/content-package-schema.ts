import { contentStates } from '@espace/domain/content/content-states';
import { courseTypeSettingsSchema } from '@espace/domain/content/course-type';
import { courseNodeTypes } from '@espace/domain/lessons/course-tree';
import { z } from 'zod';

/**
 * The manifest of a content package (docs/content-packages.md): one program
 * with its courses, their node trees, the blocks, glossary terms,
 * competencies, categories, course types, media files and activities.
 * Entries refer to each other by `key`; the importer turns keys into ids.
 * Cross-references and the block contents are checked by
 * content-package-checks.ts, so that every problem is reported at once.
 */

const key = z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'a key is lower-case letters, digits, - and _');
const nonBlank = z.string().regex(/\S/, 'must not be blank');
const contentState = z.enum(contentStates);
const seconds = z.int().positive();
/** A BCP 47 language tag as the player's `lang` takes it: fr, en, fr-CA… */
const languageTag = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language tag such as fr, en or fr-CA')
  .max(35);
/** A path inside the package folder: no way out of it, no absolute path. */
const relativePath = z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[^\\\0]+$/, 'a path relative to the package folder, without . or .. segments');
/** An activity's folder: a path inside the package, or `.`, the package's own folder (a SCORM package alone is its own activity). */
const activityFolder = z.union([z.literal('.'), relativePath]);

/** A block as authored (validated by validateBlock) plus keys for what it refers to. */
const packageBlockSchema = z
  .looseObject({
    key: key.optional(),
    category: key.optional(),
    competency: key.optional(),
    terms: z.array(key).optional(),
  })
  .describe('a block: the shape of packages/domain validateBlock, with keys instead of ids');
export type PackageBlock = z.output<typeof packageBlockSchema>;

/** A package names no root: the importer makes it. */
const nodeType = z.enum(courseNodeTypes).exclude(['root']);
export interface PackageNode {
  /** The node's stable key in its course (docs/content-packages.md#node-keys); derived when absent. */
  key?: string | undefined;
  type: z.output<typeof nodeType>;
  title?: string | undefined;
  block?: string | PackageBlock | undefined;
  settings?: { timeLimit?: number | undefined } | undefined;
  tools?: { calculator?: boolean | undefined } | undefined;
  children?: PackageNode[] | undefined;
}
const packageNodeSchema: z.ZodType<PackageNode> = z.lazy(() =>
  z.strictObject({
    key: key.optional(),
    type: nodeType,
    title: z.string().optional(),
    /** A block key, or the block itself. */
    block: z.union([key, packageBlockSchema]).optional(),
    settings: z.strictObject({ timeLimit: seconds.optional() }).optional(),
    tools: z.strictObject({ calculator: z.boolean().optional() }).optional(),
    children: z.array(packageNodeSchema).optional(),
  }),
);

const interactiveActionSchema = z.strictObject({
  label: nonBlank,
  choices: z.array(z.strictObject({ response: nonBlank, action: z.strictObject({ target: z.union([z.literal('home'), key]) }) })).min(1),
});

const packageCourseSchema = z.strictObject({
  key,
  title: nonBlank,
  description: z.string().optional(),
  state: contentState,
  category: key,
  type: key.optional(),
  video: z.string().optional(),
  /** The language the course is written in (WCAG 3.1.2); default: the tenant's first language. */
  language: languageTag.optional(),
  settings: z.strictObject({ certifying: z.boolean().optional(), interactiveActions: z.array(interactiveActionSchema).optional() }).optional(),
  /** The course's place in the program (program_courses.settings). */
  programCourse: z
    .strictObject({
      unlocked: z.boolean().optional(),
      hidden: z.boolean().optional(),
      /** Course keys of this program it unlocks when done (default: the next one). */
      unlocks: z.array(key).optional(),
      timeLimit: seconds.optional(),
    })
    .optional(),
  /**
   * An activity whose folder holds a cmi5 course structure (cmi5.xml): its blocks and assignable
   * units become the course's sections and tincan pages, after `nodes` (docs/content-packages.md).
   */
  cmi5: key.optional(),
  /**
   * An activity whose folder holds a SCORM 1.2 or 2004 package (imsmanifest.xml at its root): its
   * organization's items become the course's sections and tincan pages, after `nodes` (docs/content-packages.md).
   */
  scorm: key.optional(),
  /** The containers under the course's root node, in order (none when cmi5 or scorm gives them). */
  nodes: z.array(packageNodeSchema).default([]),
});
export type PackageCourse = z.output<typeof packageCourseSchema>;

export interface PackageCompetency {
  key: string;
  title: string;
  icon?: string | undefined;
  isGeneric?: boolean | undefined;
  children?: PackageCompetency[] | undefined;
}
const competencySchema: z.ZodType<PackageCompetency> = z.lazy(() =>
  z.strictObject({
    key,
    title: nonBlank,
    icon: z.string().optional(),
    isGeneric: z.boolean().optional(),
    children: z.array(competencySchema).optional(),
  }),
);

export const contentPackageSchema = z.strictObject({
  /** The format version, for the day it changes. */
  format: z.literal(1),
  program: z.strictObject({
    /** The program's stable key in the tenant: a package of the same key corrects it (docs/content-packages.md#correcting-a-program). */
    key: key.optional(),
    name: nonBlank,
    description: z.string().optional(),
    icon: z.string().optional(),
    state: contentState,
    public: z.boolean().optional(),
    tags: z.array(z.string()).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
  }),
  categories: z.array(z.strictObject({ key, title: nonBlank, icon: z.string().optional() })).default([]),
  courseTypes: z.array(z.strictObject({ key, title: nonBlank, settings: courseTypeSettingsSchema })).default([]),
  competencies: z.array(competencySchema).default([]),
  terms: z.array(z.strictObject({ key, title: nonBlank, words: z.array(nonBlank).min(1), definition: nonBlank })).default([]),
  files: z
    .array(
      z.strictObject({
        path: relativePath,
        name: nonBlank.optional(),
        /** Media alternatives (docs/accessibility.md): an image's text alternative ('' when decorative), */
        alt: z.string().max(1000).optional(),
        /** the words of an audio or video file, */
        transcript: nonBlank.max(50_000).optional(),
        /** a video's captions: a WebVTT file of the package. */
        captions: relativePath.optional(),
      }),
    )
    .default([]),
  /** Folders holding an xAPI activity (an entry page and the files it loads, side by side) or a SCORM package (its files in their folders). */
  activities: z.array(z.strictObject({ key, folder: activityFolder, entry: relativePath })).default([]),
  blocks: z.array(packageBlockSchema.extend({ key })).default([]),
  courses: z.array(packageCourseSchema).min(1),
});
export type ContentPackage = z.output<typeof contentPackageSchema>;
