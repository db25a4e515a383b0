import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useListAdminClaimsQuery, type ClaimQueueItemDto } from '../../../api/enhanced-api';
import { CardList, usePhoneLayout } from '../../../components/card-list';
import { formatDateTime } from '../../../components/format';
import { EmptyRow } from '../../../components/list-table';
import { claimPath } from '../../../config/paths';
import { CLAIM_QUEUE_TABS, CLAIM_STAFF_STATE_LABELS, claimAge, isClaimQueue } from '../claim-rules';

/** The claims lists ask again this often while open, and on focus (a customer may answer at any time). */
export const CLAIMS_POLL_MS = 60_000;

function OrderLink({ claim }: { claim: ClaimQueueItemDto }) {
  return (
    <Link component={RouterLink} to={claimPath(claim.orderId, claim.id)}>
      {claim.orderNumber}
    </Link>
  );
}

/**
 * The claims queue: one tab per queue (new, waiting for customer, approved, declined, resolved) with its
 * count, oldest first; each claim opens on its order's page. The queue is in the URL (?state=), so it survives a
 * reload and the back button. Cards on a phone (D-158).
 */
export function ClaimsPage() {
  const phone = usePhoneLayout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const queue = isClaimQueue(requested) ? requested : 'new';
  const claims = useListAdminClaimsQuery(
    { state: queue },
    { pollingInterval: CLAIMS_POLL_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  const data = claims.data;
  const now = new Date();
  const age = (claim: ClaimQueueItemDto) => (
    <span title={formatDateTime(claim.createdAt)}>{claimAge(claim.createdAt, now)}</span>
  );
  const stateChip = (claim: ClaimQueueItemDto) => (
    <Chip size="small" variant="outlined" label={CLAIM_STAFF_STATE_LABELS[claim.state]} />
  );
  const empty = 'No claims in this queue.';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tab-title"
      sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Claims
      </Typography>
      <Tabs
        value={queue}
        onChange={(_event, next: string) => setParams({ state: next })}
        aria-label="Claim queues"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {CLAIM_QUEUE_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={data ? `${tab.label} (${data.counts[tab.value]})` : tab.label}
          />
        ))}
      </Tabs>
      {claims.isLoading && <CircularProgress aria-label="Loading claims" />}
      {claims.isError && (
        <Alert severity="error">{errorBodyMessage(claims.error) ?? 'Failed to fetch the claims'}</Alert>
      )}
      {data && phone && (
        <CardList
          label="Claims"
          empty={empty}
          items={data.claims.map((claim) => ({
            key: claim.id,
            title: <OrderLink claim={claim} />,
            chips: stateChip(claim),
            fields: [
              { label: 'Customer', value: claim.customerEmail },
              { label: 'Reason', value: claim.reasonLabel },
              { label: 'Age', value: age(claim) },
            ],
          }))}
        />
      )}
      {data && !phone && (
        <TableContainer>
          <Table size="small" aria-label="Claims">
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Lines</TableCell>
                <TableCell>Age</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.claims.length === 0 && <EmptyRow colSpan={6}>{empty}</EmptyRow>}
              {data.claims.map((claim) => (
                <TableRow key={claim.id} hover>
                  <TableCell>
                    <OrderLink claim={claim} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{claim.customerEmail}</TableCell>
                  <TableCell>{claim.reasonLabel}</TableCell>
                  <TableCell>{claim.lineCount}</TableCell>
                  <TableCell>{age(claim)}</TableCell>
                  <TableCell>{stateChip(claim)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
