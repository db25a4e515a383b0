import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetAdapterStatusQuery, useGetHealthQuery } from '../../../api/enhanced-api';
import { env } from '../../../config/env';
import { useCurrentAdmin } from '../../auth';

function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: { xs: '40%', sm: 220 } }}>
              {name}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /debug (the Dev Tools' 'Open /debug'): what this install runs on, in one place to copy into a bug report: the API's
 * health and version, the adapters configured for each port, the app's runtime config and the signed-in staff member.
 */
export function DebugPage() {
  const health = useGetHealthQuery();
  const adapters = useGetAdapterStatusQuery();
  const admin = useCurrentAdmin();
  return (
    <Stack spacing={2} component="section" aria-labelledby="tab-title">
      <Typography id="tab-title" variant="h4" component="h2">
        Debug
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h3" gutterBottom>
          API
        </Typography>
        {health.isError ? (
          <Alert severity="error">The API did not answer its health check.</Alert>
        ) : (
          <Facts
            label="API"
            rows={[
              ['Status', health.data ? `${health.data.status} (database ${health.data.database})` : '…'],
              ['Version', health.data?.version ?? '…'],
              ['Uptime', health.data ? `${Math.round(health.data.uptimeSeconds)} s` : '…'],
            ]}
          />
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h3" gutterBottom>
          Adapters
        </Typography>
        <Facts
          label="Adapters"
          rows={(adapters.data ?? []).map((port) => [
            port.port,
            <>
              {port.adapter} <Chip size="small" label={`${port.vendor ?? 'local'}: ${port.status}`} />
            </>,
          ])}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h3" gutterBottom>
          This app
        </Typography>
        <Facts
          label="This app"
          rows={[
            ['Profile', env.profile],
            ['API', env.apiBaseUrl],
            ['Shop', env.shopUrl],
            ['Admin', env.adminUrl],
            ['Support email', env.supportEmail],
            ['Signed in as', admin?.email ?? '—'],
            ['Browser', navigator.userAgent],
          ]}
        />
      </Paper>
    </Stack>
  );
}
