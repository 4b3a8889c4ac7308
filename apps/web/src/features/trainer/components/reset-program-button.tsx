import type { LearnerInClass } from '@espace/contracts/trainer';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { useResetLearnerProgram } from '../api/trainer-api';

type ClassProgram = LearnerInClass['classPrograms'][number];

interface ResetProgramProps {
  classId: string;
  learner: { id: string; displayName: string };
  classProgram: ClassProgram;
}

/** Why the reset waits (programResetRefusal, docs/product/lessons.md#reset), in the trainer's words. */
function useRefusalText(classProgram: ClassProgram, learner: string): string | null {
  const { t, i18n } = useTranslation();
  const refusal = classProgram.resetRefusal;
  if (refusal === null) return null;
  if (refusal.kind === 'programClosed') return t('trainer.learner.reset.refusedProgram', { program: classProgram.programName, learner });
  const courses = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    refusal.courses.map((title) => t('trainer.learner.reset.quoted', { title })),
  );
  return t('trainer.learner.reset.refusedCourses', { count: refusal.courses.length, courses, learner });
}

/**
 * A typed confirmation word guards what cannot be undone (docs/trainers.md#screens): resetting a learner's program asks for it.
 * While the program or one of its courses is closed the server refuses the reset: the button is disabled and says why beside it.
 */
export function ResetProgramButton({ classId, learner, classProgram }: ResetProgramProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useResetLearnerProgram(classId, learner.id);
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const refusal = useRefusalText(classProgram, learner.displayName);
  const word = t('trainer.learner.reset.word');
  const program = classProgram.programName;
  // Closed between the page's load and the confirmation: the same reason, in the trainer's words.
  const closedMeanwhile = errorCodeOf(reset.error) === 'CONTENT_CLOSED';
  return (
    <div className="reset-program">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
        disabled={refusal !== null}
        aria-describedby={refusal === null ? undefined : reasonId}
      >
        {t('trainer.learner.reset.open', { program })}
      </button>
      {refusal !== null && (
        <p className="reset-program__refusal" id={reasonId}>
          {refusal}
        </p>
      )}
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
        error={
          reset.isError ? (
            <p role="alert" className="alert alert--error">
              {closedMeanwhile ? t('trainer.learner.reset.closedMeanwhile', { program }) : errorText(reset.error).message}
            </p>
          ) : null
        }
      />
    </div>
  );
}
