import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  isoDateOf,
  isShippingMethod,
  SHIPPING_METHOD_LABELS,
  type ShippingMethod,
} from '@petart/domain';
import { useId } from 'react';
import type { ArriveByDto, ShippingMethodOptionDto } from '../../../api/enhanced-api';
import { SHIPPING_METHOD_TEXT } from '../shipping-method-texts';

/**
 * The shipping methods offered for the cart to the address (from the pricing answer), as one radio group: each with
 * its price and delivery range. Until an address is priced, a hint; where only standard is offered, where express is.
 */
export function ShippingMethodField({
  options,
  value,
  onChange,
  disabled,
  arriveBy,
}: {
  options: readonly ShippingMethodOptionDto[];
  value: ShippingMethod;
  onChange: (method: ShippingMethod) => void;
  disabled?: boolean;
  /** The arrive-by day typed ('' for none), and the pricing's answer about it. */
  arriveBy?: { value: string; onChange: (day: string) => void; answer: ArriveByDto | undefined };
}) {
  const id = useId();
  const legendId = `${id}-legend`;
  const offersExpress = options.some((o) => o.method === 'express');
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ mt: 2, width: '100%' }}>
      <FormLabel component="legend" id={legendId}>
        {SHIPPING_METHOD_TEXT.legend}
      </FormLabel>
      {options.length === 0 ? (
        <FormHelperText sx={{ mx: 0 }}>{SHIPPING_METHOD_TEXT.needAddress}</FormHelperText>
      ) : (
        <RadioGroup
          aria-labelledby={legendId}
          name="shippingMethod"
          value={options.some((o) => o.method === value) ? value : 'standard'}
          onChange={(event) => {
            if (isShippingMethod(event.target.value)) onChange(event.target.value);
          }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.method}
              value={option.method}
              control={<Radio />}
              label={
                <Stack sx={{ py: 0.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {SHIPPING_METHOD_TEXT.option(option.label, formatMoney(option.shippingCost))}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {option.deliveryTime}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      )}
      {options.length > 0 && !offersExpress ? (
        <FormHelperText sx={{ mx: 0 }}>{SHIPPING_METHOD_TEXT.expressWhere}</FormHelperText>
      ) : null}
      {arriveBy && options.length > 0 ? (
        <ArriveBy {...arriveBy} disabled={disabled} onChoose={onChange} />
      ) : null}
    </FormControl>
  );
}

/** The optional day the order should arrive by, and whether the chosen method makes it (with the one that does). */
function ArriveBy({
  value,
  onChange,
  answer,
  disabled,
  onChoose,
}: {
  value: string;
  onChange: (day: string) => void;
  answer: ArriveByDto | undefined;
  disabled?: boolean;
  onChoose: (method: ShippingMethod) => void;
}) {
  const suggested = answer?.suggestedMethod;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <TextField
        type="date"
        size="small"
        label={SHIPPING_METHOD_TEXT.arriveBy}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        helperText={SHIPPING_METHOD_TEXT.arriveByHint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: isoDateOf(new Date()) } }}
        sx={{ maxWidth: 280 }}
      />
      {value && answer?.date === value ? (
        <Alert
          role="status"
          severity={answer.makesIt ? 'success' : 'warning'}
          action={
            suggested ? (
              <Button color="inherit" size="small" disabled={disabled} onClick={() => onChoose(suggested)}>
                {SHIPPING_METHOD_TEXT.choose(SHIPPING_METHOD_LABELS[suggested])}
              </Button>
            ) : undefined
          }
        >
          {answer.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
