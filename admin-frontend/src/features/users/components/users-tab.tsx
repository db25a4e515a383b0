import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetAdminUsersQuery, type AdminUserDto } from '../../../api/enhanced-api';
import { DateRangeFilter, type DayRange } from '../../../components/date-range-filter';
import { formatDate } from '../../../components/format';
import { useDebounced } from '../../../components/use-debounced';
import { userPath } from '../../../config/paths';
import { EmptyRow, ListPagination, usePaging } from '../../../components/list-table';
import { CardList, usePhoneLayout } from '../../../components/card-list';

const fullName = (user: AdminUserDto) => [user.firstName, user.lastName].filter(Boolean).join(' ');
const adminChip = (user: AdminUserDto) => (
  <Chip
    size="small"
    color={user.isAdmin ? 'primary' : 'default'}
    label={user.isAdmin ? 'Admin' : 'Regular User'}
  />
);
const verifiedChip = (user: AdminUserDto) => (
  <Chip
    size="small"
    color={user.emailVerified ? 'success' : 'default'}
    variant="outlined"
    label={user.emailVerified ? 'Verified' : 'Unverified'}
  />
);
const detailsLink = (user: AdminUserDto) => (
  <Button size="small" component={RouterLink} to={userPath(user.id)} aria-label={`Details of ${user.email}`}>
    Details
  </Button>
);

/** Users tab (product.md P12): email search, registration-date range, the table with a link to each user's details. */
export function UsersTab() {
  const phone = usePhoneLayout();
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DayRange>({});
  const { page, pageSize, withFirstPage, pager } = usePaging();
  const debounced = useDebounced(search.trim());
  const users = useGetAdminUsersQuery({
    search: debounced || undefined,
    from: range.from,
    to: range.to,
    page: page + 1,
    pageSize,
  });
  const data = users.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tab-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Users
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Search by email"
          value={search}
          onChange={(event) => withFirstPage(setSearch)(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <DateRangeFilter
          label="Registered"
          value={range}
          onChange={withFirstPage(setRange)}
          presets={['Today', 'Last 7 days', 'Last 30 days', 'Last year']}
        />
      </Stack>
      {users.isError && <Alert severity="error">Failed to fetch users</Alert>}
      {phone ? (
        <CardList
          label="Users"
          empty={data ? 'No users found' : undefined}
          items={(data?.items ?? []).map((user) => ({
            key: user.id,
            title: fullName(user) || user.email,
            chips: (
              <>
                {adminChip(user)}
                {verifiedChip(user)}
                {user.disabled && <Chip size="small" color="error" label="Disabled" />}
              </>
            ),
            fields: [
              { label: 'Email', value: user.email },
              { label: 'Registered', value: formatDate(user.createdAt) },
            ],
            actions: detailsLink(user),
          }))}
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Registration Date</TableCell>
                <TableCell>Admin Status</TableCell>
                <TableCell>Email Verified</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{user.id.slice(0, 8)}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{fullName(user) || '—'}</TableCell>
                  <TableCell>{formatDate(user.createdAt)}</TableCell>
                  <TableCell>{adminChip(user)}</TableCell>
                  <TableCell>{verifiedChip(user)}</TableCell>
                  <TableCell>{detailsLink(user)}</TableCell>
                </TableRow>
              ))}
              {data && data.items.length === 0 && <EmptyRow colSpan={7}>No users found</EmptyRow>}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination total={data?.total ?? 0} {...pager} />
    </Paper>
  );
}
