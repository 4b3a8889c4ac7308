import { z } from 'zod';
import { combinedChoice } from './combined-choice';
import { dragNDrop } from './drag-n-drop';
import type { AnyExerciseModule } from './exercise-module';
import { freeAnswer } from './free-answer';
import { imageCliquable } from './image-cliquable';
import { mediaInternal } from './media-internal';
import { mediaTincan } from './media-tincan';
import { mediasByMail } from './medias-by-mail';
import { multipleChoice } from './multiple-choice';
import { pickWords } from './pick-words';
import { videoExternal } from './video-external';
import { widgetRows } from './widget-rows';
import { wysiwyg } from './wysiwyg';

/** Every row type, one module each: adding a type is one file and one line here (and on the web's side, docs/scoring.md). */
export const exerciseModules = [
  multipleChoice,
  combinedChoice,
  freeAnswer,
  dragNDrop,
  pickWords,
  imageCliquable,
  mediaInternal,
  mediaTincan,
  wysiwyg,
  mediasByMail,
  videoExternal,
  ...widgetRows,
] as const;

type Modules = typeof exerciseModules;
type RowSchemas<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends { rowSchema: infer S } ? S : never };

/** A row of any registered type, as authored (expected answers included). */
export type Row = z.output<Modules[number]['rowSchema']>;
export type RowType = Row['type'];
/** A row as sent to the learner before answering. */
export type PublicRow = ReturnType<Modules[number]['publicRow']>;
/** The learner's `userAnswer` for a row of type T (its module's answer schema). */
export type AnswerOf<T extends RowType> = z.output<Extract<Modules[number], { type: T }>['answerSchema']>;

/** One schema for every row: the `type` picks the module's schema, so issues point into that row. */
export const rowSchema = z.discriminatedUnion('type', exerciseModules.map((module) => module.rowSchema) as unknown as RowSchemas<Modules>);

const byType = new Map<string, AnyExerciseModule>(exerciseModules.map((module) => [module.type, module]));

export function exerciseModule(type: string): AnyExerciseModule | undefined {
  return byType.get(type);
}

/** The module of a validated row: it exists, since the row passed `rowSchema`. */
export function moduleOf(row: Row): AnyExerciseModule {
  const module = byType.get(row.type);
  if (!module) throw new Error(`no exercise module for row type ${row.type}`);
  return module;
}

/** The row as sent to the learner before answering (expected answers and feedbacks stripped). */
export function publicRowOf(row: Row): PublicRow {
  return moduleOf(row).publicRow(row) as PublicRow;
}

export const rowTypes: readonly string[] = exerciseModules.map((module) => module.type);
