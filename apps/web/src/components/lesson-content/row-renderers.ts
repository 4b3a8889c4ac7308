import {
  type AnswerKind,
  type AnyAnswerKind,
  noAnswer,
  placementAnswer,
  selectionAnswer,
  slotChoiceAnswer,
  textAnswer,
} from '@espace/domain/exercises/answer-kinds';
import type { AnswerOf, RowType } from '@espace/domain/exercises/registry';
import { type ComponentType, lazy } from 'react';
import { CombinedChoiceRow } from './rows/combined-choice-row';
import { CourseCompetencyListRow } from './rows/course-competency-list-row';
import { DragNDropRow } from './rows/drag-n-drop-row';
import { FreeAnswerRow } from './rows/free-answer-row';
import { ImageCliquableRow } from './rows/image-cliquable-row';
import { MediaTincanRow } from './rows/media-tincan-row';
import { MultipleChoiceRow } from './rows/multiple-choice-row';
import { PickWordsRow } from './rows/pick-words-row';
import { CompetencyXpEarnedRow, CourseIconRow, CourseTitleRow, JobXpEarnedRow, PiXpEarnedRow, SectionTitleRow, XpEarnedRow } from './rows/widget-rows';
import { WysiwygRow } from './rows/wysiwyg-row';
import type { RowOf, RowRendererProps } from './types';

/**
 * A row type on screen: its renderer, and its module's answer kind (answer-kinds.ts, imported
 * here without the module's schemas, which would weigh on the player): the default it starts
 * from, and when it counts as answered. TypeScript checks the kind gives answers of the type's
 * shape; row-renderers.test.ts that it is the very kind of the module.
 */
interface RowKind<T extends RowType> {
  Row: ComponentType<RowRendererProps<RowOf<T>>>;
  answer: AnswerKind<RowOf<T>, AnswerOf<T>>;
}

type RowKinds = { [T in RowType]: RowKind<T> };

/** Content and widget rows show something and take no answer. */
const shows = <R>(Row: ComponentType<RowRendererProps<R>>) => ({ Row, answer: noAnswer });

// Viewers (PDF, audio, external video, the mail dialog) load with the first page that shows one.
const MediaInternalRow = lazy(() => import('./rows/media-internal-row').then((module) => ({ default: module.MediaInternalRow })));
const MediasByMailRow = lazy(() => import('./rows/medias-by-mail-row').then((module) => ({ default: module.MediasByMailRow })));
const VideoExternalRow = lazy(() => import('./rows/video-external-row').then((module) => ({ default: module.VideoExternalRow })));

/** One line per row type, its renderer and its answer kind: adding a type is one file in rows/ and one line here (TypeScript asks for it). */
const rowRenderers: RowKinds = {
  'multiple-choice': { Row: MultipleChoiceRow, answer: selectionAnswer },
  'combined-choice': { Row: CombinedChoiceRow, answer: slotChoiceAnswer },
  'free-answer': { Row: FreeAnswerRow, answer: textAnswer },
  'drag-n-drop': { Row: DragNDropRow, answer: placementAnswer },
  'pick-words': { Row: PickWordsRow, answer: selectionAnswer },
  'image-cliquable': { Row: ImageCliquableRow, answer: selectionAnswer },
  'media-internal': shows(MediaInternalRow),
  'media-tincan': shows(MediaTincanRow),
  wysiwyg: shows(WysiwygRow),
  'medias-by-mail': shows(MediasByMailRow),
  'video-external': shows(VideoExternalRow),
  'course-icon': shows(CourseIconRow),
  'xp-earned': shows(XpEarnedRow),
  'pi-xp-earned': shows(PiXpEarnedRow),
  'job-xp-earned': shows(JobXpEarnedRow),
  'competency-xp-earned': shows(CompetencyXpEarnedRow),
  'course-competency-list': shows(CourseCompetencyListRow),
  'course-title': shows(CourseTitleRow),
  'section-title': shows(SectionTitleRow),
};

/** A row kind with its types erased, as a lookup by the type the server sent hands it out. */
interface AnyRowKind {
  Row: ComponentType<RowRendererProps>;
  answer: AnyAnswerKind;
}

/** The renderer and answer kind of a row type; undefined for a type this build does not know yet (a newer server). */
export function rowKindOf(type: string): AnyRowKind | undefined {
  return Object.hasOwn(rowRenderers, type) ? (rowRenderers[type as RowType] as AnyRowKind) : undefined;
}

/** How a row type holds its answer (page-answers' `AnswerKindOf`), for the no-answer dialog and the final review. */
export const answerKindOf = (type: string): AnyAnswerKind | undefined => rowKindOf(type)?.answer;
