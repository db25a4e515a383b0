import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { AddressDto, ChangeShippingAddressDto } from '../../../api/generated';
import type { Checked } from '../order-actions-rules';

export type AddressForm = Required<ChangeShippingAddressDto>;

const FIELDS: { key: keyof AddressForm; label: string; required: boolean; half?: boolean }[] = [
  { key: 'firstName', label: 'First name', required: true, half: true },
  { key: 'lastName', label: 'Last name', required: false, half: true },
  { key: 'address1', label: 'Address', required: true },
  { key: 'address2', label: 'Apartment, suite (optional)', required: false },
  { key: 'city', label: 'City', required: true, half: true },
  { key: 'region', label: 'State / region', required: false, half: true },
  { key: 'zip', label: 'ZIP / postal code', required: true, half: true },
  { key: 'country', label: 'Country code (e.g. US)', required: true, half: true },
];

/** The order's stored address as the form's fields. */
export function addressFormOf(address: AddressDto | null): AddressForm {
  return {
    firstName: address?.first_name ?? '',
    lastName: address?.last_name ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? '',
  };
}

/** The form as the server takes it: required fields filled, a two-letter country code, empty optionals left out. */
export function checkAddress(form: AddressForm): Checked<ChangeShippingAddressDto> {
  const value = Object.fromEntries(
    Object.entries(form).map(([key, text]) => [key, text.trim()]),
  ) as AddressForm;
  const missing = FIELDS.filter((field) => field.required && !value[field.key]).map((field) => field.label);
  if (missing.length > 0) return { error: `Fill in: ${missing.join(', ')}.` };
  const country = value.country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { error: 'The country is a two-letter code, e.g. US or FR.' };
  const { address2, region, ...rest } = value;
  return {
    value: { ...rest, country, ...(address2 ? { address2 } : {}), ...(region ? { region } : {}) },
  };
}

/** The shipping address fields of the edit-address confirmation. */
export function AddressFields({
  value,
  onChange,
}: {
  value: AddressForm;
  onChange: (next: AddressForm) => void;
}) {
  return (
    <Grid container spacing={1.5} sx={{ mt: 1 }}>
      {FIELDS.map((field) => (
        <Grid key={field.key} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
          <TextField
            fullWidth
            size="small"
            label={field.label}
            required={field.required}
            value={value[field.key]}
            onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
          />
        </Grid>
      ))}
    </Grid>
  );
}
