import { parseSupportContact } from '@espace/domain/admin/contact-address';
import { complianceSummary, type AuditMonth, type Wording } from '@espace/domain/accessibility/conformance';
import { accessibilityStatement as statement } from '@espace/domain/accessibility/statement';
import { wcagCriteria } from '@espace/domain/accessibility/wcag-criteria';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConformanceTable, type StatedCriterion } from './conformance-table';
import { StatementText, statementLanguage } from './statement-text';
import './accessibility.css';
import { paths } from '../../../lib/paths';

const summary = complianceSummary(statement.rows);
const stated: StatedCriterion[] = wcagCriteria.flatMap((criterion) => {
  const row = statement.rows.find((each) => each.criterion === criterion.id);
  return row ? [{ criterion, row }] : [];
});

function SupportContact({ contact, tenant }: { contact: string | null; tenant: string }) {
  const { t } = useTranslation();
  const parsed = parseSupportContact(contact ?? '');
  return (
    <>
      <p>{t('accessibility.feedback.intro', { tenant })}</p>
      <p>
        {parsed === null ? (
          t('accessibility.feedback.none')
        ) : parsed.kind === 'email' ? (
          <a href={`mailto:${parsed.address}`}>{t('accessibility.feedback.email', { address: parsed.address })}</a>
        ) : (
          <a href={parsed.href}>{t('accessibility.feedback.url', { host: new URL(parsed.href).host })}</a>
        )}
      </p>
    </>
  );
}

/** A list of the statement's bilingual lines, in the page's language. */
function StatementList({ items, language }: { items: readonly Wording[]; language: keyof Wording }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.en}>{item[language]}</li>
      ))}
    </ul>
  );
}

/**
 * /accessibilite (docs/accessibility.md): the accessibility statement generated from its one source
 * (packages/domain/src/accessibility), in the RGAA's « déclaration d'accessibilité » sections.
 */
export function AccessibilityStatementPage({
  tenant,
  supportContact,
  languageSwitch,
}: {
  tenant: string;
  supportContact: string | null;
  languageSwitch: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = statementLanguage(i18n.language);
  const formatMonth = (month: AuditMonth) =>
    dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <div className="accessibility-statement">
      <header className="accessibility-statement__bar">{languageSwitch}</header>
      <main className="accessibility-statement__main" id="main-content" tabIndex={-1}>
        <h1>{t('accessibility.title')}</h1>
        <p>{t('accessibility.commitment', { tenant })}</p>
        <p>{t('accessibility.scope', { scope: statement.scope[language] })}</p>

        <h2>{t('accessibility.status.title')}</h2>
        <p>{t(`accessibility.status.${summary.state}`)}</p>

        <h2>{t('accessibility.results.title')}</h2>
        <p>{t('accessibility.results.rate', { rate: summary.rate, met: summary.met, applicable: summary.applicable })}</p>
        <ConformanceTable
          caption={t('accessibility.results.levelA')}
          criteria={stated.filter(({ criterion }) => criterion.level === 'A')}
          formatMonth={formatMonth}
        />
        <ConformanceTable
          caption={t('accessibility.results.levelAA')}
          criteria={stated.filter(({ criterion }) => criterion.level === 'AA')}
          formatMonth={formatMonth}
        />

        <h2>{t('accessibility.content.title')}</h2>
        <h3>{t('accessibility.content.nonCompliance')}</h3>
        <ul className="accessibility-statement__exceptions">
          {statement.exceptions.map((exception) => (
            <li key={exception.what.en}>
              <p>
                <StatementText text={exception.what[language]} />{' '}
                <span className="accessibility-statement__criteria">{t('accessibility.content.criteria', { criteria: exception.criteria.join(', ') })}</span>
              </p>
              <p>{t('accessibility.content.workaround', { workaround: exception.workaround[language] })}</p>
            </li>
          ))}
        </ul>
        <h3>{t('accessibility.content.outOfScope')}</h3>
        <StatementList items={statement.outOfScope} language={language} />

        <h2>{t('accessibility.preparation.title')}</h2>
        <p>{t('accessibility.preparation.date', { date: formatMonth(statement.lastAudit) })}</p>
        <h3>{t('accessibility.preparation.technologies')}</h3>
        <p>{t('accessibility.preparation.technologyList')}</p>
        <h3>{t('accessibility.preparation.methods')}</h3>
        <StatementList items={statement.methods} language={language} />

        <h2>{t('accessibility.feedback.title')}</h2>
        <SupportContact contact={supportContact} tenant={tenant} />

        <h2>{t('accessibility.remedies.title')}</h2>
        <p>{t('accessibility.remedies.intro')}</p>
        <ul>
          <li>
            <a href="https://formulaire.defenseurdesdroits.fr/">{t('accessibility.remedies.form')}</a>
          </li>
          <li>
            <a href="https://www.defenseurdesdroits.fr/saisir/delegues">{t('accessibility.remedies.delegate')}</a>
          </li>
          <li>{t('accessibility.remedies.post')}</li>
        </ul>

        <p>
          <Link to={paths.home.getHref()}>{t('accessibility.back')}</Link>
        </p>
      </main>
    </div>
  );
}
