import { dollarsToCents } from '@petart/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  useCancelOrderMutation,
  useChangeOrderShippingAddressMutation,
  useRefundOrderMutation,
  useResendGiftEmailMutation,
  useResendOrderEmailMutation,
  useResubmitOrderMutation,
  useSendOrderToProductionMutation,
  type AdminOrderDetailDto,
} from '../../../api/enhanced-api';
import type { OrderTimelineDto, ResendOrderEmailDto, ChangeShippingAddressDto } from '../../../api/generated';
import { useConfirmedActions } from '../../../components/confirmed-actions';
import { RefundFields } from '../../../components/refund-fields';
import { formatCents } from '../../../components/format';
import { userPath } from '../../../config/paths';
import { refundConfirmLabel } from '../../../components/staff-action-rules';
import { checkRefund, EMAIL_KIND_LABELS, type RefundInput } from '../order-actions-rules';
import { AddressFields, addressFormOf, checkAddress, type AddressForm } from './address-fields';

type ActionKey = 'resend' | 'gift' | 'refund' | 'production' | 'address' | 'cancel' | 'resubmit';
type EmailKind = ResendOrderEmailDto['kind'];

/**
 * The staff actions of the order page, each behind a confirmation (the server audits each): resend a customer
 * email, resend a gift's email to its recipient (once it has gone out, when the order shipped), refund part or all with a reason, send to production now, edit the shipping address (before production),
 * resubmit (parked in error), cancel; and a link to the customer.
 */
export function OrderActions({
  order,
  timeline,
}: {
  order: AdminOrderDetailDto;
  timeline: OrderTimelineDto;
}) {
  const orderId = order.id;
  const [emailKind, setEmailKind] = useState<EmailKind>(timeline.resendable[0] ?? 'confirmation');
  const [refund, setRefund] = useState<RefundInput>({ amount: '', reason: '' });
  const [address, setAddress] = useState<AddressForm>(() => addressFormOf(order.shippingAddress));
  const [resend, resendState] = useResendOrderEmailMutation();
  const [resendGift, resendGiftState] = useResendGiftEmailMutation();
  const [refundOrder, refundState] = useRefundOrderMutation();
  const [toProduction, productionState] = useSendOrderToProductionMutation();
  const [changeAddress, addressState] = useChangeOrderShippingAddressMutation();
  const [cancel, cancelState] = useCancelOrderMutation();
  const [resubmit, resubmitState] = useResubmitOrderMutation();
  const busy =
    resendState.isLoading ||
    resendGiftState.isLoading ||
    refundState.isLoading ||
    productionState.isLoading ||
    addressState.isLoading ||
    cancelState.isLoading ||
    resubmitState.isLoading;
  const { begin, run, fail, dialog } = useConfirmedActions<ActionKey>(busy);
  const refundableCents = dollarsToCents(timeline.refundable);

  const start = (key: ActionKey) => {
    if (key === 'resend') setEmailKind(timeline.resendable[0] ?? 'confirmation');
    if (key === 'refund') setRefund({ amount: '', reason: '' });
    if (key === 'address') setAddress(addressFormOf(order.shippingAddress));
    begin(key);
  };
  const confirmRefund = () => {
    const checked = checkRefund(refund, timeline.refundable);
    if ('error' in checked) return fail(checked.error);
    void run(
      'Refund issued',
      () => refundOrder({ orderId, refundOrderDto: checked.value }).unwrap(),
      'The refund could not be issued.',
    );
  };
  const confirmAddress = () => {
    const checked = checkAddress(address);
    if ('error' in checked) return fail(checked.error);
    const body: ChangeShippingAddressDto = checked.value;
    void run(
      'Address changed',
      () => changeAddress({ orderId, changeShippingAddressDto: body }).unwrap(),
      'The address could not be changed.',
    );
  };

  return (
    <Box component="section" aria-label="Order actions">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => start('resend')}
          disabled={timeline.resendable.length === 0}
        >
          Resend email
        </Button>
        {order.gift && (
          <Button variant="outlined" onClick={() => start('gift')} disabled={!timeline.canResendGiftEmail}>
            Resend gift email
          </Button>
        )}
        <Button variant="outlined" onClick={() => start('refund')} disabled={timeline.refundable <= 0}>
          Refund
        </Button>
        {timeline.canSendToProduction && (
          <Button variant="outlined" onClick={() => start('production')}>
            Send to production now
          </Button>
        )}
        {timeline.canEditAddress && (
          <Button variant="outlined" onClick={() => start('address')}>
            Edit address
          </Button>
        )}
        {order.canResubmit && (
          <Button variant="outlined" onClick={() => start('resubmit')}>
            Resubmit to Printify
          </Button>
        )}
        {order.canCancel && (
          <Button color="error" variant="outlined" onClick={() => start('cancel')}>
            Cancel and refund
          </Button>
        )}
        {order.userId && (
          <Button component={RouterLink} to={userPath(order.userId)}>
            Open customer
          </Button>
        )}
      </Stack>

      {dialog(
        'resend',
        {
          title: 'Resend an email to the customer?',
          confirmLabel: 'Resend email',
          onConfirm: () =>
            void run(
              'Email queued',
              () => resend({ orderId, resendOrderEmailDto: { kind: emailKind } }).unwrap(),
              'The email could not be sent again.',
            ),
        },
        <>
          {`${order.customerEmail} receives the chosen email of this order again.`}
          <TextField
            select
            fullWidth
            size="small"
            label="Email"
            value={emailKind}
            onChange={(event) => setEmailKind(event.target.value as EmailKind)}
            sx={{ mt: 2 }}
          >
            {timeline.resendable.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {EMAIL_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
        </>,
      )}
      {order.gift &&
        dialog(
          'gift',
          {
            title: 'Resend the gift email?',
            confirmLabel: 'Resend gift email',
            onConfirm: () =>
              void run(
                'Gift email queued',
                () => resendGift({ orderId }).unwrap(),
                'The gift email could not be sent again.',
              ),
          },
          `${order.gift.recipientName} (${order.gift.recipientEmail}) receives the gift email again: the message, the prints and the tracking, no prices.`,
        )}
      {dialog(
        'refund',
        {
          title: 'Refund this order?',
          confirmLabel: refundConfirmLabel('Refund', refund, refundableCents),
          destructive: true,
          onConfirm: confirmRefund,
        },
        <>
          {`Up to ${formatCents(refundableCents)} of ${formatCents(order.totalAmount)} can be refunded. The money goes back to the customer's card and they are told by email.`}
          <RefundFields
            value={refund}
            onChange={setRefund}
            refundableCents={refundableCents}
            paidCents={order.totalAmount}
          />
        </>,
      )}
      {dialog(
        'production',
        {
          title: 'Send to production now?',
          confirmLabel: 'Send to production',
          onConfirm: () =>
            void run(
              'Sent to production',
              () => toProduction({ orderId }).unwrap(),
              'The order could not be sent to production.',
            ),
        },
        'The cancel hold ends now: the print provider starts producing the order, and it can no longer be cancelled or its address changed.',
      )}
      {dialog(
        'address',
        { title: 'Change the shipping address?', confirmLabel: 'Save address', onConfirm: confirmAddress },
        <>
          The order ships to this address; it is changed at the print provider too.
          <AddressFields value={address} onChange={setAddress} />
        </>,
      )}
      {dialog(
        'resubmit',
        {
          title: 'Resubmit to Printify?',
          confirmLabel: 'Resubmit',
          onConfirm: () =>
            void run(
              'Order resubmitted',
              async () => {
                await resubmit({ orderId }).unwrap();
                return { message: 'The submission to Printify runs again in the background.' };
              },
              'The order could not be resubmitted.',
            ),
        },
        'The order is submitted to the print provider again.',
      )}
      {dialog(
        'cancel',
        {
          title: 'Cancel this order?',
          confirmLabel: 'Confirm cancellation',
          destructive: true,
          onConfirm: () =>
            void run(
              'Order cancelled',
              async () => {
                await cancel({ orderId }).unwrap();
                return { message: 'The order is cancelled and the customer is told by email.' };
              },
              'The order could not be cancelled.',
            ),
        },
        'The order is cancelled at Printify (only possible before production), the payment is refunded and the customer receives the cancellation email. This cannot be undone.',
      )}
    </Box>
  );
}
