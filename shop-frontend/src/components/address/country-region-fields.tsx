import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  COUNTRIES,
  countryName,
  normalizeCountryCode,
  REGION_LIST_COUNTRIES,
  regionLabel,
  regionsFor,
} from '@petart/domain';
import { useMemo } from 'react';

export interface CountryRegionValue {
  countryCode: string;
  countryName: string;
  region: string;
}

export interface CountryRegionFieldsProps {
  value: CountryRegionValue;
  onChange: (next: CountryRegionValue) => void;
  errors?: { country?: string | undefined; region?: string | undefined };
  /** Shows the asterisk on the region (product.md P10); whether it is enforced is the form's rule. */
  regionRequired?: boolean;
  disabled?: boolean;
}

/**
 * Reusable country + region selector (product.md P10): countries sorted by name; a region list with its per-country
 * label for the countries that have one, hidden otherwise; the region is cleared whenever the country changes;
 * choosing a country sets countryCode and countryName. Native selects: searchable by typing, and the phone's own
 * picker on mobile.
 */
export function CountryRegionFields({
  value,
  onChange,
  errors = {},
  regionRequired = true,
  disabled,
}: CountryRegionFieldsProps) {
  const code = normalizeCountryCode(value.countryCode);
  const regions = useMemo(() => regionsFor(code), [code]);
  const showRegion = REGION_LIST_COUNTRIES.includes(code);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: showRegion ? 6 : 12 }}>
        <TextField
          select
          name="country"
          label="Country"
          required
          fullWidth
          disabled={disabled}
          value={code}
          onChange={(event) => {
            const nextCode = event.target.value;
            onChange({
              countryCode: nextCode,
              countryName: nextCode ? countryName(nextCode) : '',
              region: '',
            });
          }}
          error={Boolean(errors.country)}
          helperText={errors.country}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select a country</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </TextField>
      </Grid>
      {showRegion ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            name="region"
            label={regionLabel(code)}
            required={regionRequired}
            fullWidth
            disabled={disabled}
            value={value.region}
            onChange={(event) => onChange({ ...value, countryCode: code, region: event.target.value })}
            error={Boolean(errors.region)}
            helperText={errors.region}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Select...</option>
            {regions.map((region) => (
              <option key={region.value} value={region.value}>
                {region.label}
              </option>
            ))}
          </TextField>
        </Grid>
      ) : null}
    </Grid>
  );
}
