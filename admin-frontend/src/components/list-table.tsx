import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';

/** The row a list shows when its page came back empty ('No orders found', ...). */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>{children}</TableCell>
    </TableRow>
  );
}

/** Page state of a server-paginated list: 0-based page, page size; changing the size goes back to page one. */
export function usePaging(initialPageSize = 20) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return { page, setPage, pageSize, setPageSize };
}

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
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
    />
  );
}
