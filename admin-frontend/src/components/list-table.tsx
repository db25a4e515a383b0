import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';

/** The row a list shows when its page came back empty ('No orders found', ...). */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>{children}</TableCell>
    </TableRow>
  );
}

/**
 * Page state of a server-paginated list: 0-based page and page size. `pager` goes to ListPagination as it is;
 * `withFirstPage(setter)` wraps a filter's setter so that changing the filter goes back to page one.
 */
export function usePaging(initialPageSize = 20) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const withFirstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  return {
    page,
    pageSize,
    withFirstPage,
    pager: { page, pageSize, onPage: setPage, onPageSize: setPageSize },
  };
}

/**
 * On a phone the pager's parts wrap onto a second line, flush right, with smaller gaps, instead of scrolling sideways
 * inside their box at 375 px.
 */
const pagerOnAPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 },
    '& .MuiTablePagination-spacer': { display: 'none' },
    '& .MuiTablePagination-input': { mr: 1 },
    '& .MuiTablePagination-actions': { ml: 1 },
  },
});

/** The pager under every staff list (the server filters, sorts and pages; `total` is its count). */
export function ListPagination({
  total,
  page,
  pageSize,
  options = [20, 50, 100],
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
  options?: number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={options}
      sx={pagerOnAPhone}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
    />
  );
}
