import { useTranslation } from '../../../lib/i18n/use-translation';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

/** The page decides how an xAPI activity runs (launch URL, messages): it renders the frame; elsewhere, a link. */
export function MediaTincanRow({ row, ratio, media }: RowRendererProps<RowOf<'media-tincan'>>) {
  const { t } = useTranslation();
  return (
    <RowFrame row={row} ratio={ratio}>
      {() =>
        media.renderTincan ? (
          media.renderTincan(row.url, row.title)
        ) : (
          <p className="media-row__fallback">
            <a href={row.url} target="_blank" rel="noreferrer">
              {t('lessonContent.tincan.open', { title: row.title ?? '' })}
            </a>
          </p>
        )
      }
    </RowFrame>
  );
}
