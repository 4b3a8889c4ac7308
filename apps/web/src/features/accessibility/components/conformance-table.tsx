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

/**
 * One level's criteria: what each one is, how far the product meets it, and what shows it. Below
 * the width three columns need, each row is a card (accessibility.css); the roles keep the
 * table's semantics when its parts are laid out as blocks, which some browsers drop with them.
 */
export function ConformanceTable({
  caption,
  criteria,
  formatMonth,
}: {
  caption: string;
  criteria: readonly StatedCriterion[];
  formatMonth: (month: AuditMonth) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = statementLanguage(i18n.language);
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{caption}</h3>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles stay when the cards' CSS makes the parts blocks (a cell is a cell, not a grid's) */}
      <table className="statement-table" role="table" aria-labelledby={headingId}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {t('accessibility.results.criterion')}
            </th>
            <th role="columnheader" scope="col">
              {t('accessibility.results.conformance')}
            </th>
            <th role="columnheader" scope="col">
              {t('accessibility.results.remarks')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {criteria.map(({ criterion, row }) => (
            <tr role="row" key={criterion.id}>
              <th role="rowheader" scope="row">
                {criterion.id} {criterion.name[language]}
                <span className="statement-table__clause">
                  {criterion.en301549 === null ? t('accessibility.results.noClause') : t('accessibility.results.clause', { clause: criterion.en301549 })}
                </span>
              </th>
              <td role="cell">
                {/* A card has no column headers in view: it says what this cell is (the cell's header already does for screen readers). */}
                <span className="statement-table__label" aria-hidden="true">
                  {t('accessibility.results.conformanceLabel')}{' '}
                </span>
                {t(`accessibility.conformance.${row.conformance}`)}
              </td>
              <td role="cell">
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
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </>
  );
}
