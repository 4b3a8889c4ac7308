import type { ContextSettings } from '@espace/contracts/context';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { SanitisedHtml } from './sanitised-html';
import './legal.css';
import { paths } from '../../../lib/paths';

/** The tenant's terms or data-protection text: its `content` is the tenant's HTML, never trusted as is; `date` is YYYY-MM-DD. */
export type LegalDocument = NonNullable<ContextSettings['legal']['cgu']>;

/** A calendar date read as such: no time zone may move it to the day before. */
export function formatLegalDate(date: string, locale: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/** docs/product/screens-and-routes.md#legal-pages: /legal/mentions (cgu) and /legal/protection-des-donnees (rgpd): version, date, content, back home. */
export function LegalPage({ title, document, languageSwitch }: { title: string; document: LegalDocument | null; languageSwitch: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="legal">
      <header className="legal__bar">{languageSwitch}</header>
      <main className="legal__main" id="main-content" tabIndex={-1}>
        <h1>{title}</h1>
        {document ? (
          <>
            <p className="legal__meta">
              <span>{t('legal.version', { version: document.version })}</span>
              <span>{t('legal.date', { date: formatLegalDate(document.date, i18n.language) })}</span>
            </p>
            <SanitisedHtml className="legal__content" html={document.content} />
          </>
        ) : (
          <p>{t('legal.missing')}</p>
        )}
        <button type="button" className="button button--primary" onClick={() => void navigate(paths.home.getHref())}>
          {t('legal.back')}
        </button>
      </main>
    </div>
  );
}
