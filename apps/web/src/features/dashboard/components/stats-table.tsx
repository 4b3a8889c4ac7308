import { useTranslation } from '../../../lib/i18n/use-translation';

interface StatsRow {
  key: string;
  label: string;
  cells: string[];
}

/** The charts' numbers as a table: for screen readers, and for anyone who prefers figures to bars. */
export function StatsTable({ rows, headers }: { rows: StatsRow[]; headers: string[] }) {
  const { t } = useTranslation();
  return (
    <details className="stats__table">
      <summary>{t('dashboard.stats.table.show')}</summary>
      <table>
        <caption>{t('dashboard.stats.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.stats.table.period')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={headers[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
