import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '@mflow/ui/tables/data-table.tsx';

/** A column heading by message id: right-aligned for numbers, or read by screen readers only (an actions column). */
type TBoColumn = { id: string; align?: 'end'; screenReaderOnly?: true };

type TBoTableProps = {
  testId: string;
  captionId: string;
  columns: readonly TBoColumn[];
  /** For a table with nothing in it that takes the focus: the scrolling box does, named by the caption. */
  focusableScroll?: true;
  children: ReactNode;
};

/** The back-office's data table: compact, rows lit on hover, the caption for screen readers only; the rows are the caller's. */
export function BoTable({ testId, captionId, columns, focusableScroll, children }: TBoTableProps) {
  const intl = useIntl();
  return (
    <DataTable
      className="table-sm table-hover bo-table mb-0"
      wrapperClassName="bo-table-wrap"
      caption={<FormattedMessage id={captionId} />}
      captionClassName="visually-hidden"
      columns={columns.map((column) => ({
        key: column.id,
        label: <FormattedMessage id={column.id} />,
        className: column.align === 'end' ? 'text-end' : undefined,
        screenReaderOnly: column.screenReaderOnly,
      }))}
      scrollRegion={focusableScroll ? { label: intl.formatMessage({ id: captionId }) } : undefined}
      testId={testId}
    >
      {children}
    </DataTable>
  );
}
