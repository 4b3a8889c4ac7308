import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useResetLearnerProgram } from '../api/trainer-api';

interface ResetProgramProps {
  classId: string;
  learner: { id: string; displayName: string };
  classProgram: { id: string; programName: string };
}

/** A typed confirmation word guards what cannot be undone (docs/trainers.md#screens): resetting a learner's program asks for it. */
export function ResetProgramButton({ classId, learner, classProgram }: ResetProgramProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useResetLearnerProgram(classId, learner.id);
  const [open, setOpen] = useState(false);
  const word = t('trainer.learner.reset.word');
  const program = classProgram.programName;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('trainer.learner.reset.open', { program })}
      </button>
      {reset.isSuccess && !open && (
        <p className="alert alert--info" role="status">
          {t('trainer.learner.reset.done', { program })}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={t('trainer.learner.reset.title', { program, learner: learner.displayName })}
        description={<p>{t('trainer.learner.reset.message', { word })}</p>}
        confirmWord={{ word, label: t('trainer.learner.reset.wordLabel', { word }) }}
        confirmLabel={t('trainer.learner.reset.confirm')}
        cancelLabel={t('trainer.learner.reset.cancel')}
        busy={reset.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => reset.mutate(classProgram.id, { onSuccess: () => setOpen(false) })}
        error={reset.isError ? <p role="alert" className="alert alert--error">{errorText(reset.error).message}</p> : null}
      />
    </>
  );
}
