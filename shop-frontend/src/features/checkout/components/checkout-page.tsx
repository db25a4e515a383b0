import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { dollarsToCents, giftCardCoverage, profileIsEmpty, PROOF_TEXT, taxNameFor } from '@petart/domain';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { describeApiError, errorBody, errorBodyMessage } from '../../../api/api-error';
import {
  useCalculateCartPricingQuery,
  useClearCartMutation,
  type AppliedDiscountDto,
  useGetCartQuery,
  useGetPaymentConfigQuery,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from '../../../api/enhanced-api';
import { useAuth } from '../../../auth';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { PaymentFormSlot } from '../../../components/payment';
import { rememberedGiftCard } from '../../../lib/remembered-gift-card';
import { cartLines, type CartLine } from '../cart-lines';
import { pricingArgs } from '../checkout-form';
import { CHECKOUT_TEXT, GIFT_CARD_TEXT } from '../checkout-texts';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useGiftForm } from '../hooks/use-gift-form';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePay } from '../hooks/use-pay';
import { useShippingMethod } from '../hooks/use-shipping-method';
import { CartLineList } from './cart-line-list';
import { ContactFields, DeliveryFields } from './checkout-fields';
import { FormTipsDialog } from './form-tips-dialog';
import { GiftFields } from './gift-fields';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary, type PricingState } from './order-summary';
import { PayAction } from './pay-action';
import { ShippingMethodField } from './shipping-method-field';
import { GiftCardField, type AppliedGiftCard } from './gift-card-field';
import { TrustBadges } from './trust-badges';

/** Pricing waits this long after the last address keystroke (ours). */
export const PRICING_DEBOUNCE_MS = 500;

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: 14,
          }}
        >
          {number}
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, letterSpacing: 1 }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

function errorMessage(error: unknown): string | undefined {
  return errorBodyMessage(error);
}

/** /app/checkout (product.md P12): cart lines, the three-section form, the priced Order Summary and the payment. */
export function CheckoutPage() {
  const cart = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const lines = cartLines(cart.data);
  const form = useCheckoutForm();
  const gift = useGiftForm();
  const { user } = useAuth();
  // On by default only while the account has no details of its own (a gift must not replace the buyer's profile).
  const [saveAsMyDetails, setSaveAsMyDetails] = useState(() => profileIsEmpty(user));
  const { paymentRef, paying, paymentError, clearPaymentError, pay } = usePay();
  const config = useGetPaymentConfigQuery();
  const { toast } = useToast();
  const [updateCartItem, updateState] = useUpdateCartItemMutation();
  const [removeCartItem, removeState] = useRemoveCartItemMutation();
  const [clearCart, clearState] = useClearCartMutation();
  const formRef = useRef<HTMLFormElement>(null);

  // The discount code applied: priced with the cart, sent with the payment.
  const [discount, setDiscount] = useState<AppliedDiscountDto | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);
  const shipping = useShippingMethod();
  const address = pricingArgs(form.values);
  const args = shipping.withMethod(
    address && discount ? { ...address, discountCode: discount.code } : address,
  );
  const debouncedArgs = useDebouncedValue(args, PRICING_DEBOUNCE_MS);
  const pricingQuery = useCalculateCartPricingQuery(
    debouncedArgs && args && lines.length > 0 ? { calculateCartDto: debouncedArgs } : skipToken,
  );
  const pending = JSON.stringify(args) !== JSON.stringify(debouncedArgs);
  // The pricing refused the applied code (the cart changed under its minimum, its last use went elsewhere...).
  const discountRefused =
    discount && pricingQuery.isError && errorBody(pricingQuery.error)?.code === 'DISCOUNT.INVALID'
      ? (errorMessage(pricingQuery.error) ?? null)
      : null;
  // The refused code is taken off (the summary is priced again without it) and its reason shown at the field; set
  // while rendering (React re-renders at once), not in an effect.
  if (discountRefused) {
    setDiscount(null);
    setDiscountError(discountRefused);
  }
  // Express refused for the address (it changed): standard again, priced afresh.
  const methodRefused = pricingQuery.isError && shipping.refusedBy(pricingQuery.error);
  // The gift card applied: what it pays shows in the summary; its code goes with the payment. The email link's code
  // (remembered from /app/create?giftCard=...) starts in the field.
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);
  const [initialGiftCard] = useState(() => rememberedGiftCard.get());

  let pricing: PricingState;
  if (!args) pricing = { kind: 'no-address' };
  else if (methodRefused) pricing = { kind: 'loading' };
  else if (pending || pricingQuery.isFetching) pricing = { kind: 'loading' };
  else if (discountRefused) pricing = { kind: 'loading' };
  else if (pricingQuery.isError)
    pricing = { kind: 'error', message: errorMessage(pricingQuery.error) ?? CHECKOUT_TEXT.pricingFailedCart };
  else if (pricingQuery.data) pricing = { kind: 'priced', pricing: pricingQuery.data };
  else pricing = { kind: 'loading' };

  const cartBusy = updateState.isLoading || removeState.isLoading || clearState.isLoading || paying;
  const cartAction = async (run: () => Promise<{ error?: unknown }>, failure: string) => {
    const result = await run();
    if (result.error) toast({ title: failure, variant: 'destructive' });
  };
  const onQuantity = (line: CartLine, quantity: number) =>
    void cartAction(
      () => updateCartItem({ itemId: line.id, updateCartItemDto: { quantity } }),
      CHECKOUT_TEXT.cartUpdateFailed,
    );
  const onRemove = (line: CartLine) =>
    void cartAction(() => removeCartItem({ itemId: line.id }), CHECKOUT_TEXT.cartRemoveFailed);
  const onClear = () => void cartAction(() => clearCart(), CHECKOUT_TEXT.cartClearFailed);

  const header = (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={RouterLink} to={paths.app.create} startIcon={<ArrowBackIcon />} color="inherit">
          {CHECKOUT_TEXT.back}
        </Button>
        <Typography variant="h5" component="h1">
          {CHECKOUT_TEXT.title}
        </Typography>
      </Stack>
      <FormTipsDialog />
    </Stack>
  );

  if (cart.isLoading || (cart.isFetching && !cart.data)) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        {header}
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label="Loading cart" />
        </Box>
      </Box>
    );
  }
  if (cart.isError) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        {header}
        <Alert severity="error">{describeApiError(cart.error)}</Alert>
      </Box>
    );
  }
  if (lines.length === 0) {
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        {header}
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
          <ShoppingCartOutlinedIcon sx={{ fontSize: 56 }} color="disabled" aria-hidden />
          <Typography variant="h6" component="h2">
            {CHECKOUT_TEXT.emptyTitle}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            {CHECKOUT_TEXT.emptyMessage}
          </Typography>
          <Button variant="contained" component={RouterLink} to={paths.app.create}>
            {CHECKOUT_TEXT.emptyAction}
          </Button>
        </Stack>
      </Box>
    );
  }

  const fieldProps = {
    values: form.values,
    errors: form.visibleErrors,
    disabled: paying,
    onChange: (field: Parameters<typeof form.setField>[0], value: string) => {
      form.setField(field, value);
    },
    onBlur: form.touch,
  };
  const blockers = [...form.blockers, ...gift.blockers];
  const showAllErrors = () => {
    form.showAllErrors();
    gift.showAllErrors();
  };
  const payDisabled = blockers.length > 0 || paying || !config.data;
  // The gift card pays the whole priced total: no card form and no card payment.
  const coveredByGiftCard =
    giftCard !== null &&
    pricing.kind === 'priced' &&
    giftCardCoverage(giftCard.balanceCents, dollarsToCents(pricing.pricing.total)).remainderCents === 0;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      {header}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 0, md: 1 } }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <OrderSummary
              pricing={pricing}
              taxLabel={taxNameFor(args?.country)}
              giftDeadline={{
                printTypes: [...new Set(lines.map((line) => line.printType))],
                ...(args?.country ? { country: args.country, region: args.address?.state } : {}),
              }}
              discount={
                <DiscountCodeField
                  applied={discount}
                  onApplied={(applied) => {
                    setDiscountError(null);
                    setDiscount(applied);
                  }}
                  error={discountError}
                  disabled={paying}
                />
              }
              giftCard={giftCard}
              giftCardField={
                <GiftCardField
                  applied={giftCard}
                  onApplied={(applied) => {
                    setGiftCardError(null);
                    setGiftCard(applied);
                  }}
                  error={giftCardError}
                  disabled={paying}
                  initialCode={initialGiftCard}
                />
              }
              cart={
                <CartLineList
                  lines={lines}
                  disabled={cartBusy}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                  onClear={onClear}
                />
              }
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 1, md: 0 } }}>
          <Stack
            component="form"
            ref={formRef}
            aria-label="Checkout"
            noValidate
            spacing={3}
            onSubmit={(event) => {
              event.preventDefault();
              showAllErrors();
              if (payDisabled) return;
              setGiftCardError(null);
              void pay(form.values, saveAsMyDetails, {
                discountCode: discount?.code,
                giftCardCode: giftCard?.code,
                cardNeeded: !coveredByGiftCard,
                gift: gift.gift,
                shippingMethod: shipping.method,
                proof: shipping.proof,
                onGiftCardRefused: ({ message, balanceCents }) => {
                  // Another checkout spent part of the balance: the card stays with what is left, or comes off.
                  setGiftCard((card) =>
                    card && balanceCents && balanceCents > 0 ? { ...card, balanceCents } : null,
                  );
                  setGiftCardError(message);
                },
              });
            }}
          >
            <Section number={1} title={CHECKOUT_TEXT.contact}>
              <ContactFields {...fieldProps} />
            </Section>
            <Section number={2} title={CHECKOUT_TEXT.delivery}>
              <DeliveryFields {...fieldProps} />
              <ShippingMethodField
                options={args ? (pricingQuery.data?.shippingMethods ?? []) : []}
                value={shipping.method}
                onChange={shipping.setMethod}
                disabled={paying}
                arriveBy={{
                  value: shipping.arriveBy,
                  onChange: shipping.setArriveBy,
                  answer: pricingQuery.data?.arriveBy,
                }}
              />
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={shipping.proof}
                    disabled={paying}
                    onChange={(event) => shipping.setProof(event.target.checked)}
                  />
                }
                label={
                  <span>
                    {PROOF_TEXT.option}
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ color: 'text.secondary', display: 'block' }}
                    >
                      {PROOF_TEXT.optionHelp}
                    </Typography>
                  </span>
                }
              />
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={saveAsMyDetails}
                    disabled={paying}
                    onChange={(event) => setSaveAsMyDetails(event.target.checked)}
                  />
                }
                label={
                  <span>
                    {CHECKOUT_TEXT.saveAsMyDetails}
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                        display: 'block',
                      }}
                    >
                      {CHECKOUT_TEXT.saveAsMyDetailsHint}
                    </Typography>
                  </span>
                }
              />
              <GiftFields
                values={gift.values}
                errors={gift.visibleErrors}
                disabled={paying}
                onGift={(isGift) => {
                  gift.setIsGift(isGift);
                  // A gift ships to the recipient: their address is not the buyer's details unless asked again.
                  if (isGift) setSaveAsMyDetails(false);
                }}
                onChange={gift.setField}
                onBlur={gift.touch}
              />
            </Section>
            <Section number={3} title={CHECKOUT_TEXT.payment}>
              <Stack spacing={2}>
                {coveredByGiftCard ? (
                  <Alert severity="success" variant="outlined">
                    {GIFT_CARD_TEXT.coveredByCard}
                  </Alert>
                ) : (
                  <PaymentFormSlot
                    ref={paymentRef}
                    disabled={paying}
                    error={paymentError}
                    onEdit={clearPaymentError}
                  />
                )}
                <PayAction
                  formRef={formRef}
                  blockers={blockers}
                  disabled={payDisabled}
                  paying={paying}
                  onShowErrors={showAllErrors}
                />
              </Stack>
            </Section>
          </Stack>
        </Grid>
      </Grid>
      <TrustBadges provider={config.data?.provider} />
    </Box>
  );
}
