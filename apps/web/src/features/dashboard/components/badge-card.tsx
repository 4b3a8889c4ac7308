import type { Badge } from '@espace/contracts/dashboard';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { badgeImage } from '../../../components/pictures/pictures';
import { useNumberFormat } from './use-number-format';

/** A badge (docs/product/scoring-and-badges.md#badges): the picture by type, level and size, the done fraction and the signed delta since the last record. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const picture = badgeImage(badge.type, badge.level, badge.size);
  const name = badge.type === 'pi' ? t('dashboard.badges.pi') : badge.label;
  const level = badge.level === 'none' ? t('dashboard.badges.none') : t(`score.medal.${badge.level}`);
  return (
    <li className="badge-card">
      <img src={picture.url} width={picture.pixels} height={picture.pixels} alt={t('dashboard.badges.picture', { level })} />
      <span className="badge-card__name">{name}</span>
      <span className="badge-card__done">{t('dashboard.badges.done', { percent: format.percent(badge.done) })}</span>
      <span className={`badge-card__delta badge-card__delta--${badge.deltaSign}`}>
        {t('dashboard.badges.delta', { delta: format.signedPercent(badge.delta) })}
      </span>
    </li>
  );
}
