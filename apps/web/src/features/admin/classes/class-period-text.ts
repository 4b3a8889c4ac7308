import type { AdminClass } from '@espace/contracts/admin-classes';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Where a class stands and its days, in one line: « En cours · du 2 mars 2026 au 30 juin 2027 ». */
export function useClassPeriodText(): (klass: Pick<AdminClass, 'period' | 'closed' | 'startAt' | 'expireAt'>) => string {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (klass) => {
    const period = klass.closed ? t('admin.classes.period.closed') : t(`admin.classes.period.${klass.period}`);
    const { startAt: from, expireAt: to } = klass;
    const days =
      from !== null && to !== null
        ? t('admin.classes.days.between', { from: day(from), to: day(to) })
        : from !== null
          ? t('admin.classes.days.from', { from: day(from) })
          : to !== null
            ? t('admin.classes.days.until', { to: day(to) })
            : t('admin.classes.days.always');
    return `${period} · ${days}`;
  };
}
