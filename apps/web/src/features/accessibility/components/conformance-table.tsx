import type { AuditMonth, CriterionConformance, Evidence } from '@espace/domain/accessibility/conformance';
import type { WcagCriterion } from '@espace/domain/accessibility/wcag-criteria';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StatementText, statementLanguage } from './statement-text';

export interface StatedCriterion {
  criterion: WcagCriterion;
  row: CriterionConformance;
}

function EvidenceItem({ evidence, formatMonth }: { evidence: Evidence; formatMonth: (month: AuditMonth) => string }) {
  const { t, i18n } = useTranslation();
  if (evidence.kind === 'test') return <li>{t('accessibility.results.test', { path: evidence.path })}</li>;
  return <li>{t('accessibility.results.manual', { date: formatMonth(evidence.checkedOn), check: evidence.check[statementLanguage(i18n.language)] })}</li>;
}

/** One level's criteria: what each one is, how far the product meets it, and what shows it. A wide table scrolls in its own box (WCAG 1.4.10), reachable by keyboard. */
export function ConformanceTable({ caption, criteria, formatMonth }: { caption: string; criteria: readonly StatedCriterion[]; formatMonth: (month: AuditMonth) => string }) {
  const { t, i18n } = useTranslation();
  const language = statementLanguage(i18n.language);
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{caption}</h3>
      {/* A region that scrolls sideways on phones takes the keyboard's focus, so its hidden columns can be reached. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="statement-table" role="region" aria-label={t('accessibility.results.tableRegion', { caption })} tabIndex={0}>
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('accessibility.results.criterion')}</th>
              <th scope="col">{t('accessibility.results.conformance')}</th>
              <th scope="col">{t('accessibility.results.remarks')}</th>
            </tr>
          </thead>
          <tbody>
            {criteria.map(({ criterion, row }) => (
              <tr key={criterion.id}>
                <th scope="row">
                  {criterion.id} {criterion.name[language]}
                  <span className="statement-table__clause">
                    {criterion.en301549 === null ? t('accessibility.results.noClause') : t('accessibility.results.clause', { clause: criterion.en301549 })}
                  </span>
                </th>
                <td>{t(`accessibility.conformance.${row.conformance}`)}</td>
                <td>
                  <p>
                    <StatementText text={row.remarks[language]} />
                  </p>
                  {row.evidence.length > 0 && (
                    <>
                      <p className="statement-table__evidence">{t('accessibility.results.evidence')}</p>
                      <ul>
                        {row.evidence.map((evidence) => (
                          <EvidenceItem key={evidence.kind === 'test' ? evidence.path : evidence.check.en} evidence={evidence} formatMonth={formatMonth} />
                        ))}
                      </ul>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
