import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useId } from 'react';
import { badgeImage } from '../../../components/pictures/pictures';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMyBadgeCredentials } from '../api/badge-credentials';
import { CredentialActions } from './credential-actions';
import './certificates.css';

/**
 * « Mes badges à partager » (docs/credentials.md#badges): each badge the learner earned, as a credential
 * they can share, download or add to LinkedIn; a revoked one says when instead.
 */
export function BadgeCredentials({ organisation }: { organisation: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const headingId = useId();
  const badges = useMyBadgeCredentials();
  const date = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <section className="badge-credentials" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('credentials.badges.title')}</h2>
      <p>{t('credentials.badges.intro', { organisation })}</p>
      {badges.isPending ? (
        <p role="status">{t('credentials.badges.loading')}</p>
      ) : badges.isError ? (
        <p className="alert alert--error" role="alert">
          {errorText(badges.error).message}
        </p>
      ) : badges.data.items.length === 0 ? (
        <p>{t('credentials.badges.empty')}</p>
      ) : (
        <ul className="badge-credentials__list" aria-labelledby={headingId}>
          {badges.data.items.map((badge) => {
            // The drawn badge only repeats the name beside it.
            const picture = badgeImage(badge.kind, badge.level, 'sm');
            return (
              <li key={badge.id} className="badge-credentials__item">
                <img className="badge-credentials__picture" src={picture.url} width={picture.pixels} height={picture.pixels} alt="" />
                <div className="badge-credentials__about">
                  <h3 className="badge-credentials__name">{badge.name}</h3>
                  <p className="badge-credentials__date">{t('credentials.badges.earnedOn', { date: date(badge.earnedAt) })}</p>
                </div>
                <div className="badge-credentials__credential">
                  {badge.revokedAt === null ? (
                    <CredentialActions
                      name={badge.name}
                      kind="badge"
                      credential={badge}
                      earnedAt={badge.earnedAt}
                      code={badge.id}
                      organisation={organisation}
                    />
                  ) : (
                    <p className="certificates__revoked">{t('credentials.revokedOn', { date: date(badge.revokedAt) })}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
