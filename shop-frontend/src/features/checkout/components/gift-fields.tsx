import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GIFT_LIMITS, type FieldErrors, type GiftField } from '@petart/domain';
import { GIFT_TEXT } from '../checkout-texts';
import { giftMessageLength, type GiftValues } from '../gift-form';

export interface GiftFieldsProps {
  values: GiftValues;
  errors: FieldErrors<GiftField>;
  disabled?: boolean;
  onGift: (isGift: boolean) => void;
  onChange: (field: GiftField, value: string) => void;
  onBlur: (field: GiftField) => void;
}

/**
 * "This is a gift" and, once ticked, whom it is for and the message they read when it ships. The delivery address
 * stays the form's (usually the recipient's).
 */
export function GiftFields({ values, errors, disabled, onGift, onChange, onBlur }: GiftFieldsProps) {
  const field = (name: GiftField, type = 'text') => ({
    name,
    id: `checkout-${name}`,
    label: GIFT_TEXT.label[name],
    type,
    value: values[name],
    disabled,
    fullWidth: true,
    error: Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  const messageLength = giftMessageLength(values.giftMessage);
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={values.isGift}
            disabled={disabled}
            onChange={(event) => onGift(event.target.checked)}
          />
        }
        label={
          <span>
            {GIFT_TEXT.checkbox}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
              {GIFT_TEXT.checkboxHint}
            </Typography>
          </span>
        }
      />
      <Collapse in={values.isGift} unmountOnExit>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('giftRecipientName')}
              required
              helperText={errors.giftRecipientName ?? ' '}
              slotProps={{ htmlInput: { autoComplete: 'off', maxLength: GIFT_LIMITS.recipientName + 20 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('giftRecipientEmail', 'email')}
              required
              helperText={errors.giftRecipientEmail ?? ' '}
              slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'email' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('giftMessage')}
              multiline
              minRows={3}
              maxRows={GIFT_LIMITS.messageLines}
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span>{errors.giftMessage ?? GIFT_TEXT.messageHint(GIFT_LIMITS.messageLines)}</span>
                  <span>{`${messageLength}/${GIFT_LIMITS.message}`}</span>
                </Box>
              }
            />
          </Grid>
        </Grid>
      </Collapse>
    </Box>
  );
}
