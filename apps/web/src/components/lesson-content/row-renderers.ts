import type { RowType } from '@espace/domain/exercises/registry';
import { type ComponentType, lazy } from 'react';
import { CombinedChoiceRow } from './rows/combined-choice-row';
import { CourseCompetencyListRow } from './rows/course-competency-list-row';
import { DragNDropRow } from './rows/drag-n-drop-row';
import { FreeAnswerRow } from './rows/free-answer-row';
import { ImageCliquableRow } from './rows/image-cliquable-row';
import { MediaTincanRow } from './rows/media-tincan-row';
import { MultipleChoiceRow } from './rows/multiple-choice-row';
import { PickWordsRow } from './rows/pick-words-row';
import {
  CompetencyXpEarnedRow,
  CourseIconRow,
  CourseTitleRow,
  JobXpEarnedRow,
  PiXpEarnedRow,
  SectionTitleRow,
  XpEarnedRow,
} from './rows/widget-rows';
import { WysiwygRow } from './rows/wysiwyg-row';
import type { RowOf, RowRendererProps } from './types';

type Renderers = { [T in RowType]: ComponentType<RowRendererProps<RowOf<T>>> };

// Viewers (PDF, audio, external video, the mail dialog) load with the first page that shows one.
const MediaInternalRow = lazy(() => import('./rows/media-internal-row').then((module) => ({ default: module.MediaInternalRow })));
const MediasByMailRow = lazy(() => import('./rows/medias-by-mail-row').then((module) => ({ default: module.MediasByMailRow })));
const VideoExternalRow = lazy(() => import('./rows/video-external-row').then((module) => ({ default: module.VideoExternalRow })));

/** One renderer per row type: adding a type is one file in rows/ and one line here (TypeScript asks for it). */
export const rowRenderers: Renderers = {
  'multiple-choice': MultipleChoiceRow,
  'combined-choice': CombinedChoiceRow,
  'free-answer': FreeAnswerRow,
  'drag-n-drop': DragNDropRow,
  'pick-words': PickWordsRow,
  'image-cliquable': ImageCliquableRow,
  'media-internal': MediaInternalRow,
  'media-tincan': MediaTincanRow,
  wysiwyg: WysiwygRow,
  'medias-by-mail': MediasByMailRow,
  'video-external': VideoExternalRow,
  'course-icon': CourseIconRow,
  'xp-earned': XpEarnedRow,
  'pi-xp-earned': PiXpEarnedRow,
  'job-xp-earned': JobXpEarnedRow,
  'competency-xp-earned': CompetencyXpEarnedRow,
  'course-competency-list': CourseCompetencyListRow,
  'course-title': CourseTitleRow,
  'section-title': SectionTitleRow,
};
