import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dollarsToCents, formatMoney, giftCardCoverage } from '@petart/domain';
import type { ReactNode } from 'react';
import type { PricingResultDto as PricingResult } from '../../../api/enhanced-api';
import { CHECKOUT_TEXT, DISCOUNT_TEXT, GIFT_CARD_TEXT } from '../checkout-texts';
import { GiftDeadlineNote } from '../../../components/gift-deadline';
import type { GetGiftDeadlineApiArg } from '../../../api/enhanced-api';
import { DeliveryEstimateInfo } from './delivery-estimate-info';

export type PricingState =
  | { kind: 'no-address' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'priced'; pricing: PricingResult };

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : undefined }}
        aria-label={`${label} amount`}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** What the gift card pays of the total, and what is left for the card payment (the domain's `giftCardCoverage`). */
function GiftCardRows({
  card,
  totalCents,
}: {
  card: { codeEnd: string; balanceCents: number };
  totalCents: number;
}) {
  const { appliedCents, remainderCents } = giftCardCoverage(card.balanceCents, totalCents);
  return (
    <>
      <Row label={GIFT_CARD_TEXT.summaryLine(card.codeEnd)} value={formatMoney(-appliedCents)} />
      <Row label={GIFT_CARD_TEXT.leftToPay} value={formatMoney(remainderCents)} strong />
    </>
  );
}

/**
 * Order Summary (product.md P12): the cart lines, then products / shipping / tax / total from POST /pricing/calculate-cart
 * (products and total in dollars, shipping and tax in cents), then the delivery estimate.
 */
export function OrderSummary({
  cart,
  discount,
  giftCardField,
  giftCard,
  pricing,
  taxLabel,
  giftDeadline,
}: {
  cart: ReactNode;
  /** The discount code field, between the lines and the totals. */
  discount?: ReactNode;
  /** The gift card field, under the discount code's. */
  giftCardField?: ReactNode;
  /** The gift card applied: what it pays of the total and what is left to pay show under the total. */
  giftCard?: { codeEnd: string; balanceCents: number } | null;
  pricing: PricingState;
  /** The tax's name for the address's country (domain `taxNameFor`: Sales tax, VAT, GST...). */
  taxLabel: string;
  /** The destination and prints the next gift holiday's order-by date is told for. */
  giftDeadline?: GetGiftDeadlineApiArg;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="order-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {CHECKOUT_TEXT.summaryTitle}
      </Typography>
      {cart}
      {discount ? <Box sx={{ mt: 2 }}>{discount}</Box> : null}
      {giftCardField ? <Box sx={{ mt: 1 }}>{giftCardField}</Box> : null}
      <Divider sx={{ my: 2 }} />
      {pricing.kind === 'no-address' ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {CHECKOUT_TEXT.selectAddress}
        </Typography>
      ) : null}
      {pricing.kind === 'loading' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{CHECKOUT_TEXT.calculating}</Typography>
        </Stack>
      ) : null}
      {pricing.kind === 'error' ? (
        <Alert severity="error">
          {pricing.message} {CHECKOUT_TEXT.checkAddress}
        </Alert>
      ) : null}
      {pricing.kind === 'priced' ? (
        <Stack spacing={1}>
          <Row
            label={CHECKOUT_TEXT.products}
            value={formatMoney(dollarsToCents(pricing.pricing.productPrice))}
          />
          {pricing.pricing.discountCode && pricing.pricing.discountCents ? (
            <Row
              label={DISCOUNT_TEXT.summaryLine(pricing.pricing.discountCode)}
              value={formatMoney(-pricing.pricing.discountCents)}
            />
          ) : null}
          <Row label={CHECKOUT_TEXT.shipping} value={formatMoney(pricing.pricing.shippingCost)} />
          <Row label={taxLabel} value={formatMoney(pricing.pricing.taxAmount)} />
          <Divider />
          <Row
            label={CHECKOUT_TEXT.total}
            value={formatMoney(dollarsToCents(pricing.pricing.total))}
            strong={!giftCard}
          />
          {giftCard ? (
            <GiftCardRows card={giftCard} totalCents={dollarsToCents(pricing.pricing.total)} />
          ) : null}
        </Stack>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <DeliveryEstimateInfo
        estimates={pricing.kind === 'priced' ? pricing.pricing.deliveryEstimates : undefined}
      />
      {giftDeadline ? (
        <Box sx={{ mt: 1 }}>
          <GiftDeadlineNote arg={giftDeadline} offerGiftCard />
        </Box>
      ) : null}
    </Paper>
  );
}
