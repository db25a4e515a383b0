import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetAdminClaimQuery, type AdminClaimDto } from '../../../api/enhanced-api';
import { formatCents, formatDateTime } from '../../../components/format';
import { reprintPath } from '../../../config/paths';
import { CLAIM_STAFF_STATE_LABELS, isOpenForStaff, reprintStatusLabel } from '../claim-rules';
import { ClaimActions } from './claim-actions';
import { ClaimPhotos } from './claim-photos';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle2" component="h5" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const REPRINT_POLL_MS = 2_000;

/** A reprint was approved and its provider order is not known yet (the job that orders it has not run). */
const reprintBeingOrdered = (claim: AdminClaimDto) => claim.state === 'approved_reprint' && !claim.reprint;

/** The reprint at the provider: its order, status, parcels with tracking, and what it cost. */
function Reprint({ claim }: { claim: AdminClaimDto }) {
  const reprint = claim.reprint;
  if (!reprint) {
    if (!reprintBeingOrdered(claim)) return null;
    return (
      <Part title="Reprint">
        <Typography variant="body2">
          Ordering the reprint at the print provider: its order appears here in a moment.
        </Typography>
      </Part>
    );
  }
  return (
    <Part title="Reprint">
      <Typography variant="body2">
        {`Provider order ${reprint.providerOrderId} (${reprint.externalId}): ${reprintStatusLabel(reprint.status)}. No charge to the customer; cost recorded ${formatCents(claim.reprintCostCents)}.`}
      </Typography>
      <Link component={RouterLink} to={reprintPath(claim.id)} variant="body2">
        Open the reprint
      </Link>
      {reprint.shipments.map((parcel, index) => (
        <Typography key={parcel.trackingNumber ?? index} variant="body2">
          {`${parcel.carrier ?? 'Parcel'} ${parcel.trackingNumber ?? ''}`.trim()}
          {parcel.shippedAt ? `, shipped ${formatDateTime(parcel.shippedAt)}` : ''}
          {parcel.deliveredAt ? `, delivered ${formatDateTime(parcel.deliveredAt)}` : ''}
          {parcel.trackingUrl && (
            <>
              {' · '}
              <Link href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                Track the reprint
              </Link>
            </>
          )}
        </Typography>
      ))}
    </Part>
  );
}

function Conversation({ claim }: { claim: AdminClaimDto }) {
  if (claim.messages.length === 0) return null;
  return (
    <Part title="Conversation">
      <Stack component="ol" aria-label="Conversation" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {claim.messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            sx={{
              p: 1,
              borderRadius: 1,
              bgcolor: message.author === 'staff' ? 'action.hover' : 'transparent',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {`${message.author === 'staff' ? 'Staff' : 'Customer'} · ${formatDateTime(message.createdAt)}`}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Typography>
            <ClaimPhotos
              label="Photos with this answer"
              photos={claim.photos.filter((photo) => photo.messageId === message.id)}
            />
          </Box>
        ))}
      </Stack>
    </Part>
  );
}

/** A repeat report: the earlier reports on the same lines, and what they were answered with. */
function EarlierClaims({ claim }: { claim: AdminClaimDto }) {
  if (claim.earlierClaims.length === 0) return null;
  return (
    <Alert severity={claim.repeat ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {claim.repeat
          ? 'Repeat report: a line here was already reprinted or refunded after an earlier report.'
          : 'These lines were reported before.'}
      </Typography>
      <Box component="ul" aria-label="Earlier reports on these lines" sx={{ m: 0, pl: 2.5 }}>
        {claim.earlierClaims.map((earlier) => (
          <Typography component="li" variant="body2" key={earlier.id}>
            {[
              `${formatDateTime(earlier.createdAt)}: ${earlier.reasonLabel}, ${earlier.stateLabel}`,
              ...(earlier.reprinted ? ['reprinted'] : []),
              ...(earlier.refundCents > 0 ? [`refunded ${formatCents(earlier.refundCents)}`] : []),
            ].join(' · ')}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * One claim on its order's page: the state, the affected lines, the description with the report's photos, the
 * conversation, the decision (resolution, refund, reprint with its status and tracking) and, while open, the staff
 * actions. `focused` (the queue opened it) scrolls it into view.
 */
export function ClaimView({ claimId, title, focused }: { claimId: string; title: string; focused: boolean }) {
  // An approved reprint is ordered at the provider by a background job after the approval: the claim is read again
  // every 2 s until its provider order shows.
  const query = useGetAdminClaimQuery({ claimId }, { refetchOnMountOrArgChange: true });
  const beingOrdered = query.data ? reprintBeingOrdered(query.data) : false;
  const { refetch } = query;
  useEffect(() => {
    if (!beingOrdered) return undefined;
    const timer = window.setInterval(() => void refetch(), REPRINT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [beingOrdered, refetch]);
  const ref = useRef<HTMLElement>(null);
  const claim = query.data;
  const loaded = Boolean(claim);
  useEffect(() => {
    if (focused && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [focused, loaded]);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{
        p: { xs: 1.5, md: 2 },
        minWidth: 0,
        ...(focused ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h4">
          {title}
        </Typography>
        {claim && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={CLAIM_STAFF_STATE_LABELS[claim.state]}
          />
        )}
        {claim && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {`Reported ${formatDateTime(claim.createdAt)}`}
          </Typography>
        )}
      </Stack>
      {query.isLoading && <CircularProgress aria-label="Loading claim" />}
      {query.isError && (
        <Alert severity="error">{errorBodyMessage(query.error) ?? 'Failed to fetch the claim'}</Alert>
      )}
      {claim && (
        <>
          <EarlierClaims claim={claim} />
          <Part title="Affected lines">
            <Box component="ul" aria-label="Affected lines" sx={{ m: 0, pl: 2.5 }}>
              {claim.lines.map((line) => (
                <Typography component="li" variant="body2" key={line.id} sx={{ textTransform: 'capitalize' }}>
                  {`${line.printType} ${line.printSize} × ${line.quantity} · ${formatCents(line.lineTotal)}`}
                </Typography>
              ))}
            </Box>
          </Part>
          <Part title="Description">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>
              {claim.description}
            </Typography>
            <ClaimPhotos
              label="Photos with the report"
              photos={claim.photos.filter((photo) => photo.messageId === null)}
            />
          </Part>
          <Conversation claim={claim} />
          {(claim.resolution || claim.refundCents > 0) && (
            <Part title="Decision">
              {claim.resolution && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {claim.state === 'declined' ? `Declined: ${claim.resolution}` : claim.resolution}
                </Typography>
              )}
              {claim.refundCents > 0 && (
                <Typography variant="body2">{`Refunded ${formatCents(claim.refundCents)} through this claim.`}</Typography>
              )}
            </Part>
          )}
          <Reprint claim={claim} />
          {isOpenForStaff(claim.state) && (
            <Box sx={{ mt: 2 }}>
              <ClaimActions claim={claim} />
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
