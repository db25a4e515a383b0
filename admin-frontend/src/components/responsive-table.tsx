import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { CardList, usePhoneLayout, type CardListItem } from './card-list';
import { EmptyRow } from './list-table';

/** One column of a ResponsiveTable: a header and a cell on a desktop, a part of each card on a phone. */
export type ResponsiveColumn<Row> = {
  /** The column's header; on a card, the label of its value. */
  label: string;
  render: (row: Row) => ReactNode;
  /** The card's first line (e.g. the link to the item); without one, the first column is. */
  primary?: boolean;
  /**
   * Where the value goes on a card: a labelled field (the default), among the chips under the title, or among the
   * buttons at its foot. The header of an `action` column is read by screen readers only.
   */
  card?: 'field' | 'chip' | 'action';
  align?: 'right';
  /** Styles of the column's desktop cells. */
  sx?: SxProps<Theme>;
};

type Naming = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * A secondary staff table declared once (no sideways scrolling at 375 px): a small table on a desktop, a
 * CardList on a phone with the same accessible name, one card per row. `empty` stands in for no rows (a row of the
 * table, the list's placeholder).
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  hover = false,
  ...naming
}: Naming & {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
  hover?: boolean;
}) {
  const phone = usePhoneLayout();
  if (phone) {
    const title = columns.find((column) => column.primary) ?? columns[0];
    const on = (place: 'chip' | 'action') => columns.filter((column) => column.card === place);
    const fields = columns.filter((column) => column !== title && (column.card ?? 'field') === 'field');
    const items = rows.map((row): CardListItem => ({
      key: rowKey(row),
      title: title?.render(row),
      chips: on('chip').length > 0 ? on('chip').map((column) => cell(column, row)) : undefined,
      fields: fields.map((column) => ({ label: column.label, value: column.render(row) })),
      actions: on('action').length > 0 ? on('action').map((column) => cell(column, row)) : undefined,
    }));
    return <CardList {...naming} items={items} empty={empty} />;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={naming.label} aria-labelledby={naming.labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.card === 'action' ? (
                  <Box component="span" sx={READ_ONLY}>
                    {column.label}
                  </Box>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={hover}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align} sx={column.sx}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && empty ? <EmptyRow colSpan={columns.length}>{empty}</EmptyRow> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Read by screen readers, not shown. */
const READ_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function cell<Row>(column: ResponsiveColumn<Row>, row: Row) {
  return <Fragment key={column.label}>{column.render(row)}</Fragment>;
}
