import type { ReactNode } from 'react';

type TDataColumn = {
  key: string;
  label: ReactNode;
  /** The heading cell's classes, such as text-end over a column of amounts. */
  className?: string;
  /** A column without a visible heading (the row's actions): its label is for screen readers only. */
  screenReaderOnly?: boolean;
};

type TDataTableProps = {
  columns: readonly TDataColumn[];
  /** Classes beyond Bootstrap's `table`: its size and hover, the app's own. */
  className: string;
  caption?: ReactNode;
  captionId?: string;
  captionClassName?: string;
  /** Classes of the scrolling box beyond `table-responsive`. */
  wrapperClassName?: string;
  /**
   * For a table with nothing in it that takes the focus: the scrolling box then does, named by a
   * label or by the caption, so the keyboard can scroll it on a narrow screen.
   */
  scrollRegion?: { label: string } | { labelledBy: string };
  testId?: string;
  /** The rows; the heading row is the table's. */
  children: ReactNode;
};

/** A data table in its scrolling box: the caption and one heading row; the caller writes the rows. */
export function DataTable({
  columns,
  className,
  caption,
  captionId,
  captionClassName,
  wrapperClassName,
  scrollRegion,
  testId,
  children,
}: TDataTableProps) {
  const region = scrollRegion
    ? {
        tabIndex: 0,
        role: 'region',
        ...('label' in scrollRegion ? { 'aria-label': scrollRegion.label } : { 'aria-labelledby': scrollRegion.labelledBy }),
      }
    : {};
  return (
    <div className={wrapperClassName ? `table-responsive ${wrapperClassName}` : 'table-responsive'} {...region}>
      <table className={`table ${className}`} data-testid={testId}>
        {caption ? (
          <caption id={captionId} className={captionClassName}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.screenReaderOnly ? <span className="visually-hidden">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
