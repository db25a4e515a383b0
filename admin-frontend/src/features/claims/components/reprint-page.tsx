import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  useGetAdminClaimQuery,
  useGetAdminReprintTimelineQuery,
  type AdminClaimDto,
} from '../../../api/enhanced-api';
import type { ReprintShipmentDto, ReprintTimelineEntryDto } from '../../../api/generated';
import { formatCents, formatDateTime } from '../../../components/format';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { StatusChip } from '../../../components/status-chip';
import { TimelineItem } from '../../../components/timeline-item';
import { claimPath, orderPath } from '../../../config/paths';

/** A reprint on its way is read again this often, so that its parcels and emails show as they happen. */
const REPRINT_POLL_MS = 5_000;

const KIND_LABELS: Record<ReprintTimelineEntryDto['kind'], string> = {
  staff: 'Staff',
  provider: 'Provider',
  parcel: 'Parcel',
  email: 'Email',
  job: 'Job',
};

const LINE_COLUMNS: ResponsiveColumn<AdminClaimDto['lines'][number]>[] = [
  { label: 'Print', primary: true, render: (line) => `${line.printType} ${line.printSize}` },
  { label: 'Quantity', render: (line) => line.quantity },
  { label: 'Line total (original)', render: (line) => formatCents(line.lineTotal) },
];

const PARCEL_COLUMNS: ResponsiveColumn<ReprintShipmentDto>[] = [
  {
    label: 'Parcel',
    primary: true,
    render: (parcel) => `${parcel.carrier ?? 'Parcel'} ${parcel.trackingNumber ?? ''}`.trim(),
  },
  { label: 'Shipped', render: (parcel) => (parcel.shippedAt ? formatDateTime(parcel.shippedAt) : '—') },
  { label: 'Delivered', render: (parcel) => (parcel.deliveredAt ? formatDateTime(parcel.deliveredAt) : '—') },
  {
    label: 'Tracking',
    render: (parcel) =>
      parcel.trackingUrl ? (
        <Link href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
          Track the parcel
        </Link>
      ) : (
        '—'
      ),
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography id={id} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Timeline({ entries }: { entries: readonly ReprintTimelineEntryDto[] }) {
  if (entries.length === 0) return <Typography variant="body2">Nothing has happened yet.</Typography>;
  return (
    <Box component="ol" aria-label="Reprint timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry, index) => (
        <TimelineItem
          key={`${entry.at}-${entry.title}-${index}`}
          at={entry.at}
          kind={KIND_LABELS[entry.kind]}
          title={entry.title}
          actor={entry.actor}
          detail={entry.detail}
        />
      ))}
    </Box>
  );
}

/**
 * A claim's reprint opened like an order (/claims/:claimId/reprint): its status, the lines printed again, its parcels
 * with tracking, its timeline (approval, the provider, shipped, delivered, each email the customer got, when), and the
 * way back to the claim and to the original order. Read again while it is on its way.
 */
export function ReprintPage({ claimId }: { claimId: string }) {
  const claim = useGetAdminClaimQuery({ claimId });
  const state = claim.data?.state;
  // While the reprint is on its way (approved, not resolved yet), a second subscription to the same claim polls it.
  const onItsWay = state === 'approved_reprint';
  useGetAdminClaimQuery({ claimId }, { skip: !onItsWay, pollingInterval: REPRINT_POLL_MS });
  const timeline = useGetAdminReprintTimelineQuery(
    { claimId },
    {
      skip: claim.data !== undefined && !claim.data.reprint && !onItsWay,
      pollingInterval: onItsWay ? REPRINT_POLL_MS : 0,
    },
  );
  // The claim's state moved (resolved on arrival): the timeline is read once more, its last entries with it.
  const { refetch: refetchTimeline, isUninitialized } = timeline;
  const seenState = useRef(state);
  useEffect(() => {
    const moved = seenState.current !== undefined && seenState.current !== state;
    seenState.current = state;
    if (moved && !isUninitialized) void refetchTimeline();
  }, [state, isUninitialized, refetchTimeline]);
  const data = claim.data;
  const reprint = data?.reprint;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reprint-title"
      sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      {data && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Button
            component={RouterLink}
            to={claimPath(data.order.id, data.id)}
            startIcon={<ArrowBackIcon />}
            size="small"
          >
            The claim
          </Button>
          <Button component={RouterLink} to={orderPath(data.order.id)} size="small">
            Original order {data.order.orderNumber}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography id="reprint-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          Reprint of order {data?.order.orderNumber ?? ''}
        </Typography>
        {reprint && <StatusChip status={reprint.status} />}
      </Stack>
      {claim.isLoading && <CircularProgress aria-label="Loading reprint" />}
      {claim.isError && (
        <Alert severity="error">{errorBodyMessage(claim.error) ?? 'Failed to fetch the reprint'}</Alert>
      )}
      {data && !reprint && (
        <Alert severity="info">
          {onItsWay
            ? 'Ordering the reprint at the print provider: its order appears here in a moment.'
            : 'This report was not answered with a reprint.'}
        </Alert>
      )}
      {data && reprint && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }} sx={{ minWidth: 0 }}>
            <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2">
                Customer: {data.order.customerName} · {data.order.customerEmail}
              </Typography>
              <Typography variant="body2">Provider order: {reprint.providerOrderId}</Typography>
              <Typography variant="body2">
                No charge to the customer; cost recorded {formatCents(data.reprintCostCents)}.
              </Typography>
            </Stack>
            <Section id="reprint-lines-title" title="Lines printed again">
              <ResponsiveTable
                labelledBy="reprint-lines-title"
                columns={LINE_COLUMNS}
                rows={data.lines}
                rowKey={(line) => line.id}
              />
            </Section>
            <Section id="reprint-parcels-title" title="Parcels">
              <ResponsiveTable
                labelledBy="reprint-parcels-title"
                columns={PARCEL_COLUMNS}
                rows={reprint.shipments}
                rowKey={(parcel) => parcel.trackingNumber ?? parcel.shippedAt ?? 'parcel'}
                empty="Not shipped yet."
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }} sx={{ minWidth: 0 }}>
            <Section id="reprint-timeline-title" title="Timeline">
              {timeline.isError && (
                <Alert severity="error">
                  {errorBodyMessage(timeline.error) ?? 'Failed to fetch the timeline'}
                </Alert>
              )}
              {timeline.data && <Timeline entries={timeline.data.entries} />}
            </Section>
          </Grid>
        </Grid>
      )}
    </Paper>
  );
}
