import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DocumentsByMailDialog } from '../../viewers/documents-by-mail-dialog';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

/** A button opening the documents-by-mail dialog with the row's attachments. */
export function MediasByMailRow({ row, ratio, media }: RowRendererProps<RowOf<'medias-by-mail'>>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => (
        <>
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {t('lessonContent.byMail.open', { count: row.attachmentIds.length })}
          </button>
          <DocumentsByMailDialog open={open} onOpenChange={setOpen} fileIds={row.attachmentIds} previewOnly={media.previewOnly === true} />
        </>
      )}
    </RowFrame>
  );
}
