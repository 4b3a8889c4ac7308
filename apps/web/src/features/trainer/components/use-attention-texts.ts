import type { AttentionReasonContract } from '@espace/contracts/trainer';
import { preparedReminder } from '@espace/domain/trainer/attention';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDaysFromToday, useDueDay } from '../../../lib/use-due-day';

/** A reminder as the trainer's message starts: in their language, the learner's values filled in; they edit it before sending. */
export interface PreparedMessage {
  subject: string;
  body: string;
}

/** What « À suivre aujourd'hui » says of a reason, and the reminder it prepares (docs/trainers.md#needs-attention-today). */
export function useAttentionTexts() {
  const { t } = useTranslation();
  const dueDay = useDueDay();
  const fromToday = useDaysFromToday();

  const reason = (item: AttentionReasonContract): string => {
    switch (item.kind) {
      case 'overdue':
        return t('trainer.attention.reason.overdue', { course: item.course, date: dueDay(item.dueOn) });
      case 'dueSoon':
        return t('trainer.attention.reason.dueSoon', { course: item.course, date: dueDay(item.dueOn), when: fromToday(item.daysLeft) });
      case 'notStarted':
        return t('trainer.attention.reason.notStarted', { count: item.days });
      case 'inactive':
        return t('trainer.attention.reason.inactive', { count: item.days });
      case 'failing':
        return t('trainer.attention.reason.failing', { course: item.course, score: item.score });
    }
  };

  const reminder = (learner: string, reasons: readonly AttentionReasonContract[]): PreparedMessage | null => {
    const prepared = preparedReminder(reasons);
    if (prepared === null) return null;
    const { course, dueOn, days, score } = prepared.values;
    const values = {
      name: learner,
      course,
      score,
      count: prepared.kind === 'inactive' || prepared.kind === 'notStarted' ? days : undefined,
      date: dueOn === undefined ? undefined : dueDay(dueOn),
      when: prepared.kind === 'dueSoon' && days !== undefined ? fromToday(days) : undefined,
    };
    return { subject: t(`trainer.attention.reminder.${prepared.kind}.subject`, values), body: t(`trainer.attention.reminder.${prepared.kind}.body`, values) };
  };

  return { reason, reminder };
}
