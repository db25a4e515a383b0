import TextField from '@mui/material/TextField';
import type { RefundInput } from './staff-action-rules';

/** The amount (dollars) and reason of a refund dialog (the order's Refund, a claim's Approve refund). */
export function RefundFields({
  value,
  onChange,
}: {
  value: RefundInput;
  onChange: (next: RefundInput) => void;
}) {
  return (
    <>
      <TextField
        fullWidth
        size="small"
        label="Amount (USD)"
        inputMode="decimal"
        value={value.amount}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
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
    </>
  );
}
