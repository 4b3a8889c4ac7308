import type { ResultBadge } from '@espace/contracts/lesson-results';
import { badgeImage } from '../../../components/pictures/pictures';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * The lesson's points (its XP) and the badges it counts towards: each one's medal now, and
 * « Nouveau » when the lesson raised it (docs/product/lessons.md#results).
 */
export function ResultsBadges({ points, badges }: { points: number; badges: readonly ResultBadge[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="results-xp">{t('lessonPlayer.results.xp', { count: points })}</p>
      <ul className="results-badges">
        {badges.map((badge) => {
          const picture = badgeImage(badge.type, badge.level, 'sm');
          const name = badge.type === 'pi' ? t('lessonPlayer.results.badge.pi') : t('lessonPlayer.results.badge.job', { job: badge.title ?? '' });
          return (
            <li key={`${badge.type}-${badge.title ?? ''}`} className={`results-badge${badge.earned ? ' results-badge--earned' : ''}`}>
              <img src={picture.url} width={picture.pixels} height={picture.pixels} alt="" />
              <span className="results-badge__text">
                <span className="results-badge__name">{name}</span>
                <span>{t(`lessonPlayer.results.level.${badge.level}`)}</span>
                {badge.earned ? <span className="results-badge__new">{t('lessonPlayer.results.badge.earned')}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
