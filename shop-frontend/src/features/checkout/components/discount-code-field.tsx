import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useId, useState } from 'react';
import { useApplyDiscountCodeMutation, type AppliedDiscountDto } from '../../../api/enhanced-api';
import { DISCOUNT_TEXT } from '../checkout-texts';

export interface DiscountCodeFieldProps {
  /** The code applied (its answer from the server), or null. */
  applied: AppliedDiscountDto | null;
  onApplied: (discount: AppliedDiscountDto | null) => void;
  /** A message from outside (the pricing refused the applied code, e.g. the cart went below its minimum). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * "Discount code" at checkout: a link that opens an input and Apply; an applied code shows with Remove.
 * The server says why a code does not apply (wrong, expired, used up, ...) and we show its words under the input.
 */
export function DiscountCodeField({ applied, onApplied, error, disabled }: DiscountCodeFieldProps) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [apply, state] = useApplyDiscountCodeMutation();
  const inputId = useId();
  const shown = message ?? error ?? null;

  if (applied) {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        data-testid="applied-discount"
      >
        <Typography variant="body2">{DISCOUNT_TEXT.applied(applied.code, applied.description)}</Typography>
        <Button
          size="small"
          disabled={disabled}
          onClick={() => {
            onApplied(null);
            setCode('');
            setMessage(null);
          }}
        >
          {DISCOUNT_TEXT.remove}
        </Button>
      </Stack>
    );
  }

  if (!open && !shown) {
    return (
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {DISCOUNT_TEXT.open}
      </Link>
    );
  }

  const submit = async () => {
    const value = code.trim();
    if (!value) {
      setMessage(DISCOUNT_TEXT.empty);
      return;
    }
    setMessage(null);
    const result = await apply({ applyDiscountDto: { code: value } });
    if ('error' in result && result.error) {
      const status = (result.error as { status?: unknown }).status;
      setMessage(
        errorBodyMessage(result.error) ?? (status === 429 ? DISCOUNT_TEXT.tooMany : DISCOUNT_TEXT.failed),
      );
      return;
    }
    if (result.data) onApplied(result.data);
  };

  return (
    <Box
      component="div"
      role="group"
      aria-label={DISCOUNT_TEXT.label}
      onKeyDown={(event) => {
        // Enter applies the code rather than submitting the checkout form around it.
        if (event.key === 'Enter') {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={inputId}
          label={DISCOUNT_TEXT.label}
          size="small"
          value={code}
          disabled={disabled || state.isLoading}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
          }}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={() => void submit()}
          disabled={disabled || state.isLoading}
          sx={{ minHeight: 40 }}
        >
          {DISCOUNT_TEXT.apply}
        </Button>
      </Stack>
      {shown ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {shown}
        </Alert>
      ) : null}
    </Box>
  );
}
