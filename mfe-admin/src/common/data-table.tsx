import type { ReactNode } from 'react';
import { useAdminT } from './admin-t';
import styles from './admin.module.css';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A section's table with its column headers, or a line saying there is nothing. */
export function DataTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T, index: number) => string | number }) {
  const t = useAdminT();
  if (rows.length === 0) return <p className={styles.muted}>{t('Nothing yet.')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>{columns.map((column) => <th key={column.header} scope="col">{column.header}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>{columns.map((column) => <td key={column.header}>{column.cell(row)}</td>)}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
