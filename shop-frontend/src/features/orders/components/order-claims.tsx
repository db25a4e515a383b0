import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_TRACKING_POLL_MS, type CustomerOrderState } from '@petart/domain';
import { describeApiError } from '@petart/web-shared/api-error';
import { useEffect, useRef, useState } from 'react';
import { api, useGetOrderClaimsQuery, type ClaimDto, type OrderDto } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { CLAIM_TEXT } from '../claims-texts';
import { formatOrderDate } from '../order-format';
import { ClaimCard } from './claim-card';
import { ReportProblemDialog, type ClaimableLine } from './report-problem-dialog';

/** Orders never paid, or cancelled before printing, have nothing to report (the page already says why). */
const NOTHING_TO_REPORT: readonly CustomerOrderState[] = ['awaiting_payment', 'payment_failed', 'cancelled'];
/** A refunded order keeps its reports on the page (a full refund may be one's outcome) but takes no new one. */
const REPORTS_ONLY: readonly CustomerOrderState[] = ['refunded'];

/** A report still moves while it waits for a decision or its reprint is on its way: the page reads it again. */
function stillMoving(claim: ClaimDto): boolean {
  if (claim.state === 'received' || claim.state === 'waiting_for_customer') return true;
  return (
    claim.state === 'approved_reprint' && !['delivered', 'cancelled'].includes(claim.reprint?.status ?? '')
  );
}

/**
 * "Report a problem" on the customer's order page: the action while the report window is open (domain
 * claimWindow: delivered or past the latest estimate, for 30 days), otherwise one line saying why; then every report
 * of the order with its state, next step, conversation and outcome. Read again every 30 s while a report still moves
 * (a decision, a reprint on its way); a refund decided meanwhile reads the order again too (its summary shows it).
 */
export function OrderClaims({ order, state }: { order: OrderDto; state: CustomerOrderState }) {
  const skip = NOTHING_TO_REPORT.includes(state);
  const cached = api.endpoints.getOrderClaims.useQueryState({ orderHash: order.orderHash }, { skip });
  const moving = cached.data?.claims.some(stillMoving) ?? false;
  const claims = useGetOrderClaimsQuery(
    { orderHash: order.orderHash },
    {
      skip,
      refetchOnMountOrArgChange: true,
      pollingInterval: moving ? ORDER_TRACKING_POLL_MS : 0,
      skipPollingIfUnfocused: true,
    },
  );
  const [reporting, setReporting] = useState(0);
  const [open, setOpen] = useState(false);
  // The report just sent takes the focus once it shows (the button that opened the form may be gone).
  const [sentId, setSentId] = useState<string | null>(null);
  const { toast } = useToast();
  const dispatch = useAppDispatch();

  const refunded = claims.data?.claims.reduce((sum, claim) => sum + claim.refundCents, 0) ?? 0;
  const seenRefund = useRef<number | null>(null);
  useEffect(() => {
    if (!claims.data) return;
    if (seenRefund.current !== null && seenRefund.current !== refunded) {
      dispatch(api.util.invalidateTags(['orders']));
    }
    seenRefund.current = refunded;
  }, [claims.data, refunded, dispatch]);

  if (skip) return null;
  if (claims.isError) {
    return <Alert severity="warning">{`${CLAIM_TEXT.loadFailed} ${describeApiError(claims.error)}`}</Alert>;
  }
  const data = claims.data;
  if (!data) return null;
  const lines: ClaimableLine[] = order.items ?? [];
  // Lines of a declined report are not offered again as if nothing happened (the server refuses them too).
  const declinedLines = [
    ...new Set(data.claims.filter((claim) => claim.state === 'declined').flatMap((claim) => claim.lineIds)),
  ];
  const free = lines.filter(
    (line) => !data.linesInOpenReport.includes(line.id) && !declinedLines.includes(line.id),
  );
  const reportsOnly = REPORTS_ONLY.includes(state);
  if (data.claims.length === 0 && (reportsOnly || (!data.canReport && !data.windowReason))) return null;

  let action = null;
  let invites = data.canReport && !reportsOnly;
  if (reportsOnly) {
    // Only the reports.
  } else if (data.canReport && free.length > 0) {
    action = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<ReportProblemOutlinedIcon />}
          onClick={() => {
            setReporting((n) => n + 1);
            setOpen(true);
          }}
        >
          {CLAIM_TEXT.reportButton}
        </Button>
        {data.closesAt ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {CLAIM_TEXT.reportUntil(formatOrderDate(data.closesAt))}
          </Typography>
        ) : null}
      </Stack>
    );
  } else if (data.canReport && lines.some((line) => !data.linesInOpenReport.includes(line.id))) {
    invites = false;
    action = (
      <Stack spacing={0.5} data-testid="claim-declined">
        <Typography variant="body2">{CLAIM_TEXT.allLinesDeclined}</Typography>
        <Typography variant="body2">
          {`${CLAIM_TEXT.contactSupportLead} `}
          <Link href={`mailto:${env.supportEmail}`}>{env.supportEmail}</Link>.
        </Typography>
      </Stack>
    );
  } else if (data.canReport) {
    action = <Typography variant="body2">{CLAIM_TEXT.allLinesOpen}</Typography>;
  } else {
    action = (
      <Typography
        variant="body2"
        data-testid="claim-window"
        sx={{
          color: 'text.secondary',
        }}
      >
        {data.windowReason}
      </Typography>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={CLAIM_TEXT.sectionTitle}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {CLAIM_TEXT.sectionTitle}
      </Typography>
      <Stack spacing={2}>
        {invites ? <Typography variant="body2">{CLAIM_TEXT.intro}</Typography> : null}
        {action}
        {data.claims.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} lines={lines} focusOnShow={claim.id === sentId} />
        ))}
      </Stack>
      {reporting > 0 ? (
        <ReportProblemDialog
          key={reporting}
          open={open}
          onClose={() => setOpen(false)}
          orderHash={order.orderHash}
          lines={lines}
          linesInOpenReport={data.linesInOpenReport}
          linesDeclined={declinedLines}
          onSent={(claim) => {
            setSentId(claim.id);
            setOpen(false);
            toast({ title: CLAIM_TEXT.sentToast, variant: 'success' });
          }}
        />
      ) : null}
    </Paper>
  );
}
