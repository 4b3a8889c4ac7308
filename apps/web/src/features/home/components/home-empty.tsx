import { useTranslation } from '../../../lib/i18n/use-translation';
import { useIsMobile } from '../../../lib/use-media-query';

/** Home's empty state (docs/product/screens-and-routes.md#home): welcome, the mobile message on small screens, no match for a search, the demo video. */
export function HomeEmpty({ headingId, searching, demoVideoUrl }: { headingId: string; searching: boolean; demoVideoUrl: string | null }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  if (searching) {
    return (
      <p className="home__empty" role="status">
        {t('home.empty.noMatch')}
      </p>
    );
  }
  return (
    <section className="home__empty" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('home.empty.title')}</h2>
      <p>{t('home.empty.message')}</p>
      {mobile && <p className="home__mobile">{t('home.empty.mobile')}</p>}
      {demoVideoUrl && (
        <p>
          <a href={demoVideoUrl} target="_blank" rel="noreferrer noopener">
            {t('home.empty.demoVideo')}
            <span className="visually-hidden">{t('home.newWindow')}</span>
          </a>
        </p>
      )}
    </section>
  );
}
