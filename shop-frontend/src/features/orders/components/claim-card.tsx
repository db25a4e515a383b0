import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@petart/domain';
import { describeApiError } from '@petart/web-shared/api-error';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useReplyToClaimMutation, type ClaimDto, type OrderShipmentDto } from '../../../api/enhanced-api';
import { useToast } from '../../../components/toast';
import { validateReply } from '../claim-form';
import { CLAIM_TEXT, REPRINT_STATUS_LABELS } from '../claims-texts';
import { formatOrderDate, productWithQuantity } from '../order-format';
import { ClaimTextField, PhotoPicker, PhotoThumbnails } from './claim-fields';
import type { ClaimableLine } from './report-problem-dialog';
import { Fact, OrderShipments } from './order-shipments';

type ChipColor = 'default' | 'info' | 'warning' | 'success' | 'error';

/** The state's colour: waiting for the customer asks for attention; approved is good news. */
const STATE_COLOR: Readonly<Record<ClaimDto['state'], ChipColor>> = {
  received: 'info',
  waiting_for_customer: 'warning',
  approved_reprint: 'success',
  approved_refund: 'success',
  declined: 'error',
  resolved: 'default',
};

/** The customer's answer while staff wait for it: a message and up to 5 more photos. */
function ReplyForm({ claim, onAnswered }: { claim: ClaimDto; onAnswered: () => void }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ message?: string; photos?: string }>({});
  const [reply, state] = useReplyToClaimMutation();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const photosRef = useRef<HTMLLabelElement>(null);
  const { toast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReply({ message, photos });
    setErrors(found);
    if (found.message) return messageRef.current?.focus();
    if (found.photos) return photosRef.current?.focus();
    const result = await reply({ claimId: claim.id, body: { message: message.trim(), photos } });
    if ('data' in result) {
      toast({ title: CLAIM_TEXT.answerSentToast, variant: 'success' });
      // The form goes once the report no longer waits: the report's heading keeps the focus on the page.
      onAnswered();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-legend`}
      onSubmit={(event: FormEvent) => void submit(event)}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-legend`} variant="subtitle1" component="h4">
          {CLAIM_TEXT.replyLegend}
        </Typography>
        <ClaimTextField
          label={CLAIM_TEXT.replyLabel}
          value={message}
          onChange={(next) => {
            setMessage(next);
            setErrors(({ message: _done, ...rest }) => rest);
          }}
          minRows={2}
          inputRef={messageRef}
          error={errors.message}
        />
        <PhotoPicker
          files={photos}
          onChange={(next) => {
            setPhotos(next);
            setErrors(({ photos: _done, ...rest }) => rest);
          }}
          legend={CLAIM_TEXT.photosLegend}
          help={CLAIM_TEXT.replyPhotosHelp}
          error={errors.photos}
          buttonRef={photosRef}
        />
        {state.isError ? (
          <Alert severity="error" role="alert">
            {describeApiError(state.error)}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={state.isLoading}>
            {state.isLoading ? CLAIM_TEXT.sending : CLAIM_TEXT.sendAnswer}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** A reprint's parcels in the shape of the order's own (the same list, tracking links and all). */
function reprintParcels(claim: ClaimDto): OrderShipmentDto[] {
  return (claim.reprint?.shipments ?? []).map((s) => ({
    carrier: s.carrier ?? null,
    trackingNumber: s.trackingNumber ?? null,
    trackingUrl: s.trackingUrl ?? null,
    shippedAt: s.shippedAt ?? null,
    deliveredAt: s.deliveredAt ?? null,
  }));
}

/**
 * One problem report on the order page: its state and what happens next, the items, what the customer
 * sent, the conversation, and the outcome (the refund's amount, the reprint's progress and tracking, or why it was
 * declined); while staff wait for the customer, the answer form.
 */
export function ClaimCard({
  claim,
  lines,
  focusOnShow = false,
}: {
  claim: ClaimDto;
  lines: readonly ClaimableLine[];
  focusOnShow?: boolean;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const affected = lines.filter((line) => claim.lineIds.includes(line.id));
  const reportPhotos = claim.photos.filter((photo) => photo.messageId === null);
  const reprint = claim.reprint;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-claim-state={claim.state}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600 }}
          >
            {CLAIM_TEXT.reportHeading(claim.reasonLabel, formatOrderDate(claim.createdAt))}
          </Typography>
          <Chip
            label={claim.stateLabel}
            color={STATE_COLOR[claim.state]}
            aria-label={`${CLAIM_TEXT.state}: ${claim.stateLabel}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        </Stack>

        <Box aria-label={CLAIM_TEXT.nextStep} role="note">
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {CLAIM_TEXT.nextStep}
          </Typography>
          <Typography variant="body2">{claim.nextStep}</Typography>
        </Box>

        {claim.refundCents > 0 ? (
          <Fact label={CLAIM_TEXT.refundAmount} value={formatMoney(claim.refundCents)} />
        ) : null}
        {claim.resolution ? (
          <Fact
            label={claim.state === 'declined' ? CLAIM_TEXT.declineReason : CLAIM_TEXT.note}
            value={claim.resolution}
          />
        ) : null}

        {reprint ? (
          <Box component="section" aria-label={CLAIM_TEXT.reprintTitle}>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
              {CLAIM_TEXT.reprintTitle}
            </Typography>
            <Fact
              label={CLAIM_TEXT.reprintStatus}
              value={REPRINT_STATUS_LABELS[reprint.status] ?? reprint.status}
            />
            <Box sx={{ mt: 1 }}>
              <OrderShipments shipments={reprintParcels(claim)} trackingUrl={null} />
            </Box>
          </Box>
        ) : null}

        {affected.length > 0 ? (
          <Fact label={CLAIM_TEXT.affectedItems} value={affected.map(productWithQuantity).join(', ')} />
        ) : null}

        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h4">
            {CLAIM_TEXT.yourReport}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {claim.description}
          </Typography>
          <PhotoThumbnails photos={reportPhotos} />
        </Stack>

        {claim.messages.length > 0 ? (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h4">
              {CLAIM_TEXT.conversation}
            </Typography>
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {claim.messages.map((message) => {
                const who = message.author === 'staff' ? CLAIM_TEXT.staff : CLAIM_TEXT.you;
                return (
                  <Box
                    component="li"
                    key={message.id}
                    aria-label={`${who}, ${formatOrderDate(message.createdAt)}`}
                    sx={{
                      p: 1.5,
                      borderRadius: 1,
                      bgcolor: message.author === 'staff' ? 'action.hover' : 'transparent',
                      border: message.author === 'staff' ? 0 : 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography
                      variant="caption"
                      component="p"
                      sx={{
                        color: 'text.secondary',
                      }}
                    >
                      {`${who} · ${formatOrderDate(message.createdAt)}`}
                    </Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.body}
                    </Typography>
                    <Box sx={{ mt: 1 }}>
                      <PhotoThumbnails photos={claim.photos.filter((p) => p.messageId === message.id)} />
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          </Stack>
        ) : null}

        {claim.canReply ? <ReplyForm claim={claim} onAnswered={() => headingRef.current?.focus()} /> : null}
      </Stack>
    </Paper>
  );
}
