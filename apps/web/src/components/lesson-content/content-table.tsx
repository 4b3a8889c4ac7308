import type { BlockContent } from './types';

/** The block's table: plain cells, the first row as column headers. */
export function ContentTable({ table }: { table: NonNullable<BlockContent['table']> }) {
  return (
    // A region that scrolls sideways on phones must be reachable by keyboard to be scrolled.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="content-table" role="region" aria-label={table.headers.join(', ')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {table.headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
