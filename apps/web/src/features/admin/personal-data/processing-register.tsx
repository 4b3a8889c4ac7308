import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The tenant's durations, written out (« 3 ans », « 12 mois ») for the texts that name them. */
export type RetentionDurations = { years: string; months: string };

const processings = ['accounts', 'learning', 'support', 'reviews', 'credentials', 'notifications', 'adminLog'] as const;
const columns = ['processing', 'data', 'purpose', 'legalBasis', 'retention', 'recipients'] as const;

/** Rows as a spreadsheet pastes them: cells apart by tabs, rows by line breaks (a cell's own cannot split it). */
const tabSeparated = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n');

/**
 * What the portal records about people and why (RGPD article 30, docs/administration.md#personal-data),
 * for the tenant to take into its own record: one row a processing, its durations the tenant's.
 * Copied as tab-separated text, it pastes into a spreadsheet or a document's table.
 */
export function ProcessingRegister({ durations }: { durations: RetentionDurations }) {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);
  const header = columns.map((column) => t(`admin.personalData.register.column.${column}`));
  const rows = processings.map((processing) => columns.map((column) => t(`admin.personalData.register.row.${processing}.${column}`, durations)));

  const copyRegister = async () => {
    try {
      await navigator.clipboard.writeText(tabSeparated([header, ...rows]));
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the table is selected for the admin to copy.
      if (table.current) window.getSelection()?.selectAllChildren(table.current);
      setCopy('copyFailed');
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="personal-data-register">
      <h2 id="personal-data-register">{t('admin.personalData.register.title')}</h2>
      <p className="admin-intro">{t('admin.personalData.register.intro')}</p>
      <table ref={table} className="admin-table">
        <caption className="visually-hidden">{t('admin.personalData.register.caption')}</caption>
        <thead>
          <tr>
            {header.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([processing, ...cells], index) => (
            <tr key={processings[index]}>
              <th scope="row" data-label={header[0]}>
                {processing}
              </th>
              {cells.map((cell, column) => (
                <td key={columns[column + 1]} data-label={header[column + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="admin-card__actions personal-data__copy">
        <button type="button" className="button button--secondary" onClick={() => void copyRegister()}>
          {t('admin.personalData.register.copy')}
        </button>
      </div>
      <p className="admin-status" role="status">
        {copy === null ? '' : t(`admin.personalData.register.${copy}`)}
      </p>
    </section>
  );
}
