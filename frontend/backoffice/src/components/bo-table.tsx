import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { FormattedMessage, useIntl } from 'react-intl';

/** A column heading by message id: right-aligned for numbers, or read by screen readers only (an actions column). */
export type TBoColumn = { id: string; align?: 'end'; screenReaderOnly?: true };

type TBoTableProps = {
  testId: string;
  captionId: string;
  columns: readonly TBoColumn[];
  /**
   * For a table with nothing in it that takes the focus: the scrolling box then does, named by the
   * caption, so the keyboard can scroll it on a narrow screen.
   */
  focusableScroll?: true;
  children: ReactNode;
};

/** The back-office's data table: the scrolling box, the hidden caption and the column headings; the rows are the caller's. */
export function BoTable({ testId, captionId, columns, focusableScroll, children }: TBoTableProps) {
  const intl = useIntl();
  const region = focusableScroll ? { tabIndex: 0, role: 'region', 'aria-label': intl.formatMessage({ id: captionId }) } : {};
  return (
    <div className="table-responsive bo-table-wrap" {...region}>
      <Table hover size="sm" className="bo-table mb-0" data-testid={testId}>
        <caption className="visually-hidden">
          <FormattedMessage id={captionId} />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.align === 'end' ? 'text-end' : undefined}>
                {column.screenReaderOnly ? (
                  <span className="visually-hidden">
                    <FormattedMessage id={column.id} />
                  </span>
                ) : (
                  <FormattedMessage id={column.id} />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </div>
  );
}
