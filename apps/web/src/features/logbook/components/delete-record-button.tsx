import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { type LogBookOwner, useLogBookMutations } from '../api/log-book';

/** Deleting a note asks to type a confirmation word (docs/product/accounts.md#logbook). */
export function DeleteRecordButton({ id, name, owner }: { id: string; name: string; owner: LogBookOwner }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { remove } = useLogBookMutations(owner);
  const [open, setOpen] = useState(false);
  const word = t('logbook.delete.word');
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} aria-label={t('logbook.delete.openNamed', { name })}>
        {t('logbook.delete.open')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('logbook.delete.title', { name })}
        description={<p>{t('logbook.delete.message', { word })}</p>}
        confirmWord={{ word, label: t('logbook.delete.wordLabel', { word }) }}
        confirmLabel={t('logbook.delete.confirm')}
        cancelLabel={t('logbook.delete.cancel')}
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => remove.mutate(id, { onSuccess: () => setOpen(false) })}
        error={
          remove.isError ? (
            <p role="alert" className="alert alert--error">
              {errorText(remove.error).message}
            </p>
          ) : null
        }
      />
    </>
  );
}
