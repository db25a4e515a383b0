import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { LIMITS, regionRequired } from '@petart/domain';
import { CountryRegionFields } from '../../../components/address';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from '../checkout-form';
import { FIELD_LABEL } from '../checkout-texts';

export interface CheckoutFieldsProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  disabled?: boolean;
  onChange: (field: CheckoutField, value: string) => void;
  onBlur: (field: CheckoutField) => void;
}

/** Helper line: the error on the left, the 'n/limit' counter on the right. */
function Helper({ error, count, limit }: { error?: string | undefined; count?: number; limit?: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{error ?? ''}</span>
      {limit !== undefined ? <span>{`${count ?? 0}/${limit}`}</span> : null}
    </Box>
  );
}

interface FieldSpec {
  name: CheckoutField;
  label: string;
  required: boolean;
  autoComplete: string;
  limit?: number;
  sm: number;
  type?: string;
}

const CONTACT_FIELDS: readonly FieldSpec[] = [
  {
    name: 'phone',
    label: FIELD_LABEL.phone,
    required: true,
    autoComplete: 'tel',
    limit: LIMITS.phone,
    sm: 12,
    type: 'tel',
  },
];
const NAME_FIELDS: readonly FieldSpec[] = [
  {
    name: 'firstName',
    label: FIELD_LABEL.firstName,
    required: true,
    autoComplete: 'given-name',
    limit: LIMITS.name,
    sm: 6,
  },
  {
    name: 'lastName',
    label: FIELD_LABEL.lastName,
    required: true,
    autoComplete: 'family-name',
    limit: LIMITS.name,
    sm: 6,
  },
];
const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { name: 'address', label: FIELD_LABEL.address, required: true, autoComplete: 'address-line1', sm: 12 },
  {
    name: 'address2',
    label: FIELD_LABEL.address2,
    required: false,
    autoComplete: 'address-line2',
    sm: 12,
  },
  { name: 'city', label: FIELD_LABEL.city, required: true, autoComplete: 'address-level2', sm: 6 },
  { name: 'postalCode', label: FIELD_LABEL.postalCode, required: true, autoComplete: 'postal-code', sm: 6 },
];

function renderField(spec: FieldSpec, props: CheckoutFieldsProps) {
  const value = props.values[spec.name];
  const error = props.errors[spec.name];
  return (
    <Grid key={spec.name} size={{ xs: 12, sm: spec.sm }}>
      <TextField
        name={spec.name}
        label={spec.label}
        required={spec.required}
        fullWidth
        type={spec.type ?? 'text'}
        disabled={props.disabled}
        value={value}
        onChange={(event) => props.onChange(spec.name, event.target.value)}
        onBlur={() => props.onBlur(spec.name)}
        error={Boolean(error)}
        helperText={
          error || spec.limit !== undefined ? (
            <Helper error={error} count={value.length} limit={spec.limit} />
          ) : undefined
        }
        slotProps={{ htmlInput: { autoComplete: spec.autoComplete } }}
      />
    </Grid>
  );
}

/** Section 1 CONTACT: the account's email (read-only) and the phone with its /15 counter. */
export function ContactFields(props: CheckoutFieldsProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          name="email"
          label={FIELD_LABEL.email}
          fullWidth
          value={props.values.email}
          error={Boolean(props.errors.email)}
          helperText={props.errors.email}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
        />
      </Grid>
      {CONTACT_FIELDS.map((spec) => renderField(spec, props))}
    </Grid>
  );
}

/** Section 2 DELIVERY: country + region (per-country label), names with /40 counters, address, city, ZIP code. */
export function DeliveryFields(props: CheckoutFieldsProps) {
  const { values, errors } = props;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <CountryRegionFields
          value={{ countryCode: values.country, countryName: values.countryName, region: values.state }}
          regionRequired={regionRequired(values.country)}
          disabled={props.disabled}
          errors={{ country: errors.country, region: errors.state }}
          onChange={(next) => {
            if (next.countryCode !== values.country) {
              props.onChange('country', next.countryCode);
            } else if (next.region !== values.state) {
              props.onChange('state', next.region);
              props.onBlur('state');
            }
          }}
        />
      </Grid>
      {NAME_FIELDS.map((spec) => renderField(spec, props))}
      {ADDRESS_FIELDS.map((spec) => renderField(spec, props))}
    </Grid>
  );
}
