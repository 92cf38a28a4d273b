import type { ReactNode } from 'react';

export interface FiguresColumn<Row> {
  key: string;
  title: string;
  /** Text of the cell; numbers are right-aligned. */
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface FiguresTableProps<Row> {
  caption: string;
  columns: FiguresColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The row header's column (the day or the department), read first by screen readers. */
  headerKey: string;
  /** A last row of totals, set apart (<tfoot>). */
  footer?: Row;
}

/**
 * A plain table of figures: the text equivalent of every chart (decision 0044). Below 600 px each
 * row stacks into a card whose cells carry their column's name (data-label), so the page never
 * scrolls sideways at 390 px; on wider screens it scrolls inside its own box if it must.
 */
export function FiguresTable<Row>({ caption, columns, rows, rowKey, headerKey, footer }: FiguresTableProps<Row>) {
  const line = (row: Row, key: string) => (
    <tr key={key}>
      {columns.map((column) =>
        column.key === headerKey ? (
          <th key={column.key} scope="row" data-label={column.title}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} data-label={column.title} className={column.numeric ? 'lp-stats-num' : undefined}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
  return (
    <div className="lp-stats-table-box" tabIndex={0} role="region" aria-label={caption}>
      <table className="lp-stats-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'lp-stats-num' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map((row) => line(row, rowKey(row)))}</tbody>
        {footer ? <tfoot>{line(footer, 'total')}</tfoot> : null}
      </table>
    </div>
  );
}
