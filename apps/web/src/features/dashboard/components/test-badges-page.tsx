import type { BadgeSize } from '@espace/domain/dashboard/badges';
import { badgePictureTypes, badgePixels } from '@espace/domain/display/badge-picture';
import type { Medal } from '@espace/domain/lessons/progress';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { badgeImage } from '../../../components/pictures/pictures';
import './test-badges-page.css';

const families = [...badgePictureTypes, 'other'] as const;
const levels: readonly Medal[] = ['gold', 'silver', 'bronze', 'none'];
const sizes = Object.keys(badgePixels) as BadgeSize[];

/**
 * /test-badges (docs/product/screens-and-routes.md#test-badges): every badge picture by type, level and size, drawn by
 * the same badgeImage as the dashboard, so a missing or wrong drawing shows at a glance.
 */
export function TestBadgesPage() {
  const { t } = useTranslation();
  const levelName = (level: Medal) => (level === 'none' ? t('dashboard.badges.none') : t(`score.medal.${level}`));
  return (
    <main className="test-badges" id="main-content" tabIndex={-1}>
      <h1>{t('dashboard.testBadges.title')}</h1>
      {families.map((family) => (
        <section key={family} aria-labelledby={`test-badges-${family}`}>
          <h2 id={`test-badges-${family}`}>{t(`dashboard.testBadges.types.${family}`)}</h2>
          <ul className="test-badges__grid">
            {levels.flatMap((level) =>
              sizes.map((size) => {
                const picture = badgeImage(family, level, size);
                const name = t('dashboard.testBadges.picture', {
                  type: t(`dashboard.testBadges.types.${family}`),
                  level: levelName(level),
                  pixels: picture.pixels,
                });
                return (
                  <li key={`${level}-${size}`}>
                    <img src={picture.url} width={picture.pixels} height={picture.pixels} alt={name} />
                  </li>
                );
              }),
            )}
          </ul>
        </section>
      ))}
    </main>
  );
}
