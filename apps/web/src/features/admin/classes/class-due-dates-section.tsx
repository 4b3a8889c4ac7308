import { DueDatesEditor } from '../../../components/due-dates/due-dates-editor';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAdminClassDueDates, useSaveAdminDueDay } from './admin-classes-api';

/** Each program's courses with their due date (docs/administration.md#classes). */
export function ClassDueDatesSection({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dueDates = useAdminClassDueDates(classId);
  const save = useSaveAdminDueDay(classId);
  return (
    <div className="admin-panel">
      {dueDates.isPending && <p role="status">{t('dueDates.loading')}</p>}
      {dueDates.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(dueDates.error).message}
        </p>
      )}
      {dueDates.data && <DueDatesEditor data={dueDates.data} save={(programCourseId, dueOn) => save.mutateAsync({ programCourseId, dueOn })} />}
    </div>
  );
}
