import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useResetClassProgram } from '../api/reset-class-program';

/** Starting a program over erases the learner's answers in it, so it always asks first. */
export function ResetProgramButton({ classProgramId, programName }: { classProgramId: string; programName: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const reset = useResetClassProgram();
  const close = () => {
    setOpen(false);
    reset.reset();
  };
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} aria-label={t('home.reset.openNamed', { name: programName })}>
        {t('home.reset.open')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('home.reset.title', { name: programName })}
        description={<p>{t('home.reset.message')}</p>}
        confirmLabel={t('home.reset.confirm')}
        cancelLabel={t('home.reset.cancel')}
        busy={reset.isPending}
        onCancel={close}
        onConfirm={() => reset.mutate(classProgramId, { onSuccess: close })}
        error={
          reset.isError ? (
            <p className="alert alert--error" role="alert">
              {errorText(reset.error).title}
            </p>
          ) : null
        }
      />
    </>
  );
}
