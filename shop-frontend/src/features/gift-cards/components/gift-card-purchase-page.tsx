import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatMoney, GIFT_CARD_LIMITS } from '@petart/domain';
import { errorBodyMessage, errorDetails, errorBody } from '@petart/web-shared/api-error';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePurchaseGiftCardMutation } from '../../../api/enhanced-api';
import { displayName, useAuth } from '../../../auth';
import {
  PaymentFailure,
  PaymentFormSlot,
  usePaymentAttempt,
  useStripeReturn,
} from '../../../components/payment';
import { paths } from '../../../config/paths';
import {
  giftCardAmountCents,
  giftCardFormErrors,
  INITIAL_GIFT_CARD_FORM,
  type GiftCardFormValues,
} from '../gift-card-form';
import { GIFT_CARD_TEXT } from '../gift-card-texts';

/** The card is on its way: to whom and how much when this page sent it, in general words after a bank's redirect. */
function Sent({
  recipient,
  cents,
  onAnother,
}: {
  recipient: string | null;
  cents: number | null;
  onAnother: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CardGiftcardIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2">
          {GIFT_CARD_TEXT.sentTitle}
        </Typography>
        <Typography role="status">
          {recipient === null ? GIFT_CARD_TEXT.sentAfterRedirect : GIFT_CARD_TEXT.sent(recipient)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {cents === null ? GIFT_CARD_TEXT.sentAfterRedirectDetail : GIFT_CARD_TEXT.sentDetail(cents)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={onAnother}>
            {GIFT_CARD_TEXT.buyAnother}
          </Button>
          <Button component={RouterLink} to={paths.app.create}>
            {GIFT_CARD_TEXT.startCreating}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * /app/gift-cards: a signed-in buyer picks an amount (the domain's offered amounts or one of their own within its
 * limits), names the recipient and pays with the checkout's card form. The card is issued, and its code emailed to the
 * recipient, when the server sees the payment succeed (D-277); the page then says it is on its way.
 */
export function GiftCardPurchasePage() {
  const { user } = useAuth();
  const [values, setValues] = useState<GiftCardFormValues>(INITIAL_GIFT_CARD_FORM);
  const [showErrors, setShowErrors] = useState(false);
  // Back from a bank's page (3-D Secure) the form's state is gone: the redirect's word decides what is said; the card
  // itself is issued only when the server sees the payment succeed.
  const stripeReturn = useStripeReturn();
  const [sent, setSent] = useState<{ recipient: string | null; cents: number | null } | null>(() =>
    stripeReturn === 'succeeded' || stripeReturn === 'processing' ? { recipient: null, cents: null } : null,
  );
  const [purchase] = usePurchaseGiftCardMutation();
  const { paymentRef, paying, paymentError, clearPaymentError, attempt } = usePaymentAttempt();

  const errors = giftCardFormErrors(values);
  const shownErrors = showErrors ? errors : {};
  const cents = giftCardAmountCents(values);
  const set = <K extends keyof GiftCardFormValues>(field: K, value: GiftCardFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async () => {
    setShowErrors(true);
    if (Object.keys(errors).length > 0 || cents === null) return;
    const recipient = values.recipientName.trim();
    await attempt(async (form) => {
      const started = await purchase({
        purchaseGiftCardDto: {
          amountCents: cents,
          recipientEmail: values.recipientEmail.trim(),
          recipientName: recipient,
          ...(values.senderName.trim() ? { senderName: values.senderName.trim() } : {}),
          ...(values.message.trim() ? { message: values.message.trim() } : {}),
        },
      });
      if (started.error || !started.data) {
        const message = errorBodyMessage(started.error) ?? GIFT_CARD_TEXT.startFailed;
        const details = errorDetails(errorBody(started.error)).filter((d) => d !== message);
        throw new PaymentFailure(details.length > 0 ? `${message}: ${details.join(', ')}` : message);
      }
      if (!form) throw new PaymentFailure(GIFT_CARD_TEXT.startFailed);
      await form.confirm({
        clientSecret: started.data.clientSecret,
        returnPath: paths.app.giftCards,
        billing: { name: user ? displayName(user) : '', email: user?.email ?? '' },
      });
      setSent({ recipient: `${recipient} (${values.recipientEmail.trim()})`, cents });
    });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {GIFT_CARD_TEXT.pageTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{GIFT_CARD_TEXT.pageIntro}</Typography>
      {stripeReturn === 'failed' && !sent && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {GIFT_CARD_TEXT.redirectFailed}
        </Alert>
      )}
      {sent ? (
        <Sent
          recipient={sent.recipient}
          cents={sent.cents}
          onAnother={() => {
            setSent(null);
            setShowErrors(false);
            setValues(INITIAL_GIFT_CARD_FORM);
          }}
        />
      ) : (
        <Stack
          component="form"
          aria-label="Buy a gift card"
          noValidate
          spacing={3}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Paper
            variant="outlined"
            component="section"
            aria-label={GIFT_CARD_TEXT.amount}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {GIFT_CARD_TEXT.amount}
            </Typography>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={values.preset}
              disabled={paying}
              onChange={(_event, preset: number | 'custom' | null) => {
                if (preset !== null) set('preset', preset);
              }}
              aria-label={GIFT_CARD_TEXT.amount}
              sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { border: 1, borderRadius: 1 } }}
            >
              {GIFT_CARD_LIMITS.presetCents.map((preset) => (
                <ToggleButton key={preset} value={preset} sx={{ minWidth: 72, minHeight: 44 }}>
                  {formatMoney(preset)}
                </ToggleButton>
              ))}
              <ToggleButton value="custom" sx={{ minHeight: 44 }}>
                {GIFT_CARD_TEXT.customAmount}
              </ToggleButton>
            </ToggleButtonGroup>
            {values.preset === 'custom' ? (
              <TextField
                label={GIFT_CARD_TEXT.customAmountLabel}
                value={values.customDollars}
                disabled={paying}
                onChange={(event) => set('customDollars', event.target.value)}
                required
                sx={{ mt: 2, maxWidth: 240 }}
                error={Boolean(shownErrors.amount)}
                helperText={
                  shownErrors.amount ??
                  `${formatMoney(GIFT_CARD_LIMITS.minCents)} to ${formatMoney(GIFT_CARD_LIMITS.maxCents)}`
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ) : null}
          </Paper>
          <Paper variant="outlined" component="section" aria-label="Recipient" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <TextField
                label={GIFT_CARD_TEXT.recipientName}
                value={values.recipientName}
                disabled={paying}
                required
                onChange={(event) => set('recipientName', event.target.value)}
                error={Boolean(shownErrors.recipientName)}
                helperText={shownErrors.recipientName}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                label={GIFT_CARD_TEXT.recipientEmail}
                type="email"
                value={values.recipientEmail}
                disabled={paying}
                required
                onChange={(event) => set('recipientEmail', event.target.value)}
                error={Boolean(shownErrors.recipientEmail)}
                helperText={shownErrors.recipientEmail}
                slotProps={{ htmlInput: { maxLength: 255, autoComplete: 'off' } }}
              />
              <TextField
                label={GIFT_CARD_TEXT.senderName}
                value={values.senderName}
                disabled={paying}
                onChange={(event) => set('senderName', event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                label={GIFT_CARD_TEXT.message}
                value={values.message}
                disabled={paying}
                multiline
                minRows={3}
                onChange={(event) => set('message', event.target.value)}
                error={Boolean(shownErrors.message)}
                helperText={shownErrors.message ?? `${values.message.length}/${GIFT_CARD_TEXT.messageMax}`}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" component="section" aria-label="Payment" sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <PaymentFormSlot
                ref={paymentRef}
                collectAddress
                disabled={paying}
                error={paymentError}
                onEdit={clearPaymentError}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={paying}
                startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {paying ? GIFT_CARD_TEXT.paying : GIFT_CARD_TEXT.pay(cents ?? 0)}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
