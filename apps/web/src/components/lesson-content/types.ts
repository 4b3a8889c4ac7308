import type { AppFile } from '@espace/contracts/files';
import type { LessonPage, PageFigures } from '@espace/contracts/lessons';
import type { BlockType } from '@espace/domain/content/block-types';
import type { PublicBlock } from '@espace/domain/content/public-block';
import type { CourseTerm } from '@espace/domain/content/terms';
import type { Correction } from '@espace/domain/exercises/exercise-module';
import type { PublicRow, RowType } from '@espace/domain/exercises/registry';
import type { ReactNode } from 'react';

/** The `content` field of a public block: sections, statement, interactive image, table… */
export type BlockContent = PublicBlock['content'];
/** A row of one type, as the API sends it before answering. */
export type RowOf<T extends RowType> = Extract<PublicRow, { type: T }>;
export type PageResults = NonNullable<LessonPage['results']>;
export type Term = Pick<CourseTerm, 'id' | 'title' | 'words' | 'definition'>;

/** The course's titles and the learner's own figures, for the widget rows (docs/product/data-model.md#widget-rows): the lesson page's own fields. */
export interface WidgetData {
  course?: LessonPage['course'];
  sectionTitle?: string | null;
  /** Null on a page without a figure row; absent where there is no learner (a preview). */
  figures?: PageFigures | null;
}

/** What a media row needs from the page, beyond its own row. */
export interface MediaContext {
  renderTincan?: ((url: string, title: string | undefined) => ReactNode) | undefined;
  /** Replaces the built-in viewer of a media file (back-office preview, tests); return null to keep it. */
  renderMedia?: ((file: AppFile) => ReactNode) | undefined;
  widgetData?: WidgetData | undefined;
  /** A back-office preview: the rows look as the learner sees them but send nothing (no mail, no upload). */
  previewOnly?: boolean | undefined;
}

export interface RowRendererProps<R = PublicRow> {
  row: R;
  /** The row's answer, its default when the learner gave none yet. */
  answer: unknown;
  onAnswer: (answer: unknown) => void;
  /** The marks to show once the page is answered, else null. */
  correction: Correction | null;
  /** The row's ratio once answered (scored rows only). */
  ratio: number | null;
  disabled: boolean;
  media: MediaContext;
}

export interface PageContentProps extends MediaContext {
  /** The page's public block, or its `content` field: both are accepted. */
  content: PublicBlock | BlockContent;
  blockType: BlockType;
  answers: Record<string, unknown>;
  onAnswer: (rowId: string, userAnswer: unknown) => void;
  results: PageResults | null;
  disabled?: boolean;
  terms?: readonly Term[];
  /** The level of the screen's heading above the content (1: the player's and the correction's h1; 2 in the preview). */
  headingLevel?: number;
}
