import type { PublicRow } from '@espace/domain/exercises/registry';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Heading } from './heading-level';
import { RichText } from './rich-text';
import { RowAudio } from './row-audio';

interface RowIds {
  /** The element naming the row's control group: the question, else the title. */
  labelledBy: string | undefined;
  /** The result of the row, once answered. */
  describedBy: string;
}

interface RowFrameProps {
  row: PublicRow;
  ratio: number | null;
  children: (ids: RowIds) => ReactNode;
}

function resultKey(ratio: number | null): string | null {
  if (ratio === null) return null;
  if (ratio >= 1) return 'lessonContent.result.correct';
  return ratio <= 0 ? 'lessonContent.result.incorrect' : 'lessonContent.result.partial';
}

/**
 * What every row has around its own control: title (unless hideTitle), the
 * question (kept for screen readers when questionIsHidden), the row's audio
 * and, once answered, its result in a live region.
 */
export function RowFrame({ row, ratio, children }: RowFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const settings = row.settings ?? {};
  const title = 'title' in row && row.title && !settings.hideTitle ? row.title : null;
  const question = 'question' in row && row.question ? row.question : null;
  const labelledBy = question ? `${id}-question` : title ? `${id}-title` : undefined;
  const result = resultKey(ratio);
  return (
    <div className={`lesson-row lesson-row--${row.type}`} data-row-id={row.id}>
      {title ? (
        <Heading id={`${id}-title`} className="lesson-row__title">
          {title}
        </Heading>
      ) : null}
      {settings.audioFileId ? (
        <RowAudio fileId={settings.audioFileId} autoplay={settings.autoplay === true} title={title ?? t('lessonContent.audio.track')} />
      ) : null}
      {question ? (
        <RichText
          id={`${id}-question`}
          owner={`row:${row.id}:question`}
          html={question}
          className={settings.questionIsHidden ? 'visually-hidden' : 'lesson-row__question'}
        />
      ) : null}
      {children({ labelledBy, describedBy: `${id}-result` })}
      <p id={`${id}-result`} role="status" className={result ? `lesson-row__result lesson-row__result--${ratio === 1 ? 'good' : 'other'}` : 'visually-hidden'}>
        {result ? t(result) : null}
      </p>
    </div>
  );
}
