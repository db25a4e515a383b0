import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  countryName,
  isValid,
  normalizeCountryCode,
  regionsFor,
  validateShippingSettings,
  type FieldErrors,
  type ShippingInfo,
} from '@petart/domain';
import { useState, type FormEvent } from 'react';
import { parseShippingInfo, type AuthUser } from '../../../auth';
import { CountryRegionFields } from '../../../components/address';
import { useSaveSettings } from '../hooks/use-save-settings';
import { SETTINGS_TEXT } from '../settings-texts';

type Field = 'address1' | 'address2' | 'city' | 'region' | 'zip' | 'country';

interface Values {
  address1: string;
  address2: string;
  city: string;
  region: string;
  zip: string;
  countryCode: string;
  countryName: string;
}

function fromUser(user: AuthUser): Values {
  const info = parseShippingInfo(user.shippingInfo);
  const code = normalizeCountryCode(info.countryCode || info.country);
  // Older records stored the region name: select the matching option.
  const rawRegion = info.region ?? '';
  const option = regionsFor(code).find(
    (r) =>
      r.value.toUpperCase() === rawRegion.toUpperCase() || r.label.toUpperCase() === rawRegion.toUpperCase(),
  );
  return {
    address1: info.address1 ?? '',
    address2: info.address2 ?? '',
    city: info.city ?? '',
    region: option?.value ?? rawRegion,
    zip: info.zip ?? '',
    countryCode: code,
    countryName: code ? (info.countryName ?? countryName(code)) : '',
  };
}

function toShippingInfo(values: Values): ShippingInfo {
  return {
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    region: values.region,
    zip: values.zip.trim(),
    country: values.countryCode,
    countryCode: values.countryCode,
    countryName: values.countryName,
  };
}

const TEXT_FIELDS: readonly {
  name: 'address1' | 'address2' | 'city' | 'zip';
  label: string;
  required: boolean;
  autoComplete: string;
  sm: number;
}[] = [
  { name: 'address1', label: 'Street Address', required: true, autoComplete: 'address-line1', sm: 12 },
  {
    name: 'address2',
    label: 'Apartment, suite, etc. (optional)',
    required: false,
    autoComplete: 'address-line2',
    sm: 12,
  },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2', sm: 6 },
  { name: 'zip', label: 'Postal Code', required: true, autoComplete: 'postal-code', sm: 6 },
];

/**
 * Shipping Information tab (product.md P10: region required only for the US here). Sent as a JSON string with
 * countryCode and countryName added (product.md P14).
 */
export function ShippingInfoForm({ user }: { user: AuthUser }) {
  const { save, isSaving } = useSaveSettings();
  const [saved, setSaved] = useState<Values>(() => fromUser(user));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const changed = (Object.keys(values) as (keyof Values)[]).some((k) => values[k] !== saved[k]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const info = toShippingInfo(values);
    const found = validateShippingSettings(info);
    setErrors(found);
    if (!isValid(found)) return;
    const ok = await save(
      { shippingInfo: JSON.stringify(info) },
      { success: SETTINGS_TEXT.shippingSaved, failure: SETTINGS_TEXT.shippingFailed },
    );
    if (ok) setSaved(values);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(e) => void submit(e)}
      aria-label="Shipping information"
    >
      <Grid container spacing={2}>
        {TEXT_FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.sm }}>
            <TextField
              label={field.label}
              required={field.required}
              fullWidth
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [field.name]: e.target.value }));
                setErrors((er) => ({ ...er, [field.name]: undefined }));
              }}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
            />
          </Grid>
        ))}
      </Grid>
      <CountryRegionFields
        value={{ countryCode: values.countryCode, countryName: values.countryName, region: values.region }}
        regionRequired={values.countryCode === 'US'}
        onChange={(next) => {
          setValues((v) => ({ ...v, ...next }));
          setErrors((er) => ({ ...er, country: undefined, region: undefined }));
        }}
        errors={{ country: errors.country, region: errors.region }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isSaving || !changed}
        sx={{ alignSelf: { sm: 'flex-end' } }}
      >
        {isSaving ? SETTINGS_TEXT.saving : SETTINGS_TEXT.save}
      </Button>
    </Stack>
  );
}
