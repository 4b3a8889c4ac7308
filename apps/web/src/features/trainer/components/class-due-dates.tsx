import { DueDatesEditor } from '../../../components/due-dates/due-dates-editor';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useClassDueDates, useSaveDueDay } from '../api/trainer-api';

/** The class's due dates (the roster), or a learner's extensions of them (the learner's page): docs/trainers.md#due-dates. */
export function ClassDueDates({ classId, learner }: { classId: string; learner?: { id: string; name: string } }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dueDates = useClassDueDates(classId);
  const save = useSaveDueDay(classId, learner?.id);
  return (
    <div className="trainer-section">
      {dueDates.isPending && <p role="status">{t('dueDates.loading')}</p>}
      {dueDates.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(dueDates.error).message}
        </p>
      )}
      {dueDates.data && (
        <DueDatesEditor
          data={dueDates.data}
          {...(learner === undefined ? {} : { learner })}
          save={(programCourseId, dueOn) => save.mutateAsync({ programCourseId, dueOn })}
        />
      )}
    </div>
  );
}
