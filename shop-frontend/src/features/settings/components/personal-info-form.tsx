import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValid, validatePersonalSettings, type FieldErrors } from '@petart/domain';
import { useState, type FormEvent } from 'react';
import type { AuthUser } from '../../../auth';
import { useSaveSettings } from '../hooks/use-save-settings';
import { SETTINGS_TEXT } from '../settings-texts';

type Field = 'firstName' | 'lastName' | 'phone';
type Values = Record<Field, string>;

function fromUser(user: AuthUser): Values {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' };
}

const FIELDS: readonly { name: Field; label: string; autoComplete: string; inputMode?: 'tel' }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', inputMode: 'tel' },
];

/** Personal Information tab: names and phone with the domain's settings rules (product.md P10). */
export function PersonalInfoForm({ user }: { user: AuthUser }) {
  const { save, isSaving } = useSaveSettings();
  const [saved, setSaved] = useState<Values>(() => fromUser(user));
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const changed = (Object.keys(values) as Field[]).some((k) => values[k] !== saved[k]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePersonalSettings(values);
    setErrors(found);
    if (!isValid(found)) return;
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
    };
    const ok = await save(body, {
      success: SETTINGS_TEXT.personalSaved,
      failure: SETTINGS_TEXT.personalFailed,
    });
    if (ok) {
      setSaved(body);
      setValues(body);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(e) => void submit(e)}
      aria-label="Personal information"
    >
      <Grid container spacing={2}>
        {FIELDS.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: field.name === 'phone' ? 12 : 6 }}>
            <TextField
              label={field.label}
              required
              fullWidth
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [field.name]: e.target.value }));
                setErrors((er) => ({ ...er, [field.name]: undefined }));
              }}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
              slotProps={field.inputMode ? { htmlInput: { inputMode: field.inputMode } } : undefined}
            />
          </Grid>
        ))}
      </Grid>
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
