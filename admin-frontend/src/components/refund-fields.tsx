import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@petart/domain';
import { refundCentsWithin, refundQuestion, type RefundInput } from './staff-action-rules';

/**
 * The amount (dollars) and reason of a refund dialog (the order's Refund, a claim's Approve refund). The amount starts
 * empty (a dialog never offers the whole payment to a quick second click), its hint says what can still be refunded,
 * and once an amount is typed the dialog asks it in words against what was paid ("Refund $12.50 of $67.98?").
 */
export function RefundFields({
  value,
  onChange,
  refundableCents,
  paidCents,
}: {
  value: RefundInput;
  onChange: (next: RefundInput) => void;
  /** What is left of the payment to refund. */
  refundableCents: number;
  /** What the customer paid for the order. */
  paidCents: number;
}) {
  const cents = refundCentsWithin(value, refundableCents);
  return (
    <>
      <TextField
        fullWidth
        size="small"
        label="Amount (USD)"
        placeholder="0.00"
        inputMode="decimal"
        value={value.amount}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
        helperText={`Up to ${formatMoney(refundableCents)} can be refunded`}
        sx={{ mt: 2 }}
      />
      <TextField
        fullWidth
        size="small"
        label="Reason"
        value={value.reason}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ mt: 2 }}
      />
      {cents !== null && (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          {refundQuestion(cents, paidCents)}
        </Alert>
      )}
    </>
  );
}
