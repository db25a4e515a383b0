import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkNameOnPrint,
  formatMoney,
  NAME_COLOUR_LABELS,
  NAME_COLOUR_RGB,
  NAME_COLOURS,
  NAME_ON_PRINT_LIMITS,
  type NameColour,
  type NameOnPrint,
  type NamePlacement,
  PRINT_FONTS,
  type PrintFontId,
  rgbHex,
} from '@petart/domain';
import { useEffect, useMemo, useState } from 'react';
import { useGetPersonalisationOptionsQuery } from '../../api/enhanced-api';
import { resolveApiUrl } from '../artwork';
import { env } from '../../config/env';
import { NAME_TEXTS } from './name-on-print-texts';

export interface NameOnPrintForm {
  enabled: boolean;
  name: string;
  secondLine: string;
  font: PrintFontId;
  placement: NamePlacement;
  colour: NameColour;
}

export const EMPTY_NAME_FORM: NameOnPrintForm = {
  enabled: false,
  name: '',
  secondLine: '',
  font: 'playfair',
  placement: 'bottom',
  colour: 'auto',
};

/** The form as the API takes it: null when off, the domain's check (and message) otherwise. */
export function nameFormValue(
  form: NameOnPrintForm,
): { value: NameOnPrint | null; error: null } | { value: null; error: { field: string; message: string } } {
  if (!form.enabled) return { value: null, error: null };
  const checked = checkNameOnPrint(form);
  return checked.ok
    ? { value: checked.value, error: null }
    : { value: null, error: { field: checked.field, message: checked.message } };
}

/** Loads the shipped fonts (the files the print is drawn with) so each choice is shown in its own font. */
function useShippedFonts(fonts: { family: string; url: string }[] | undefined) {
  useEffect(() => {
    if (!fonts || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
    for (const font of fonts) {
      const already = [...document.fonts].some((f) => f.family.replace(/"/g, '') === font.family);
      if (already) continue;
      const face = new FontFace(font.family, `url(${resolveApiUrl(font.url, env.apiBaseUrl)})`);
      document.fonts.add(face);
      void face.load().catch(() => undefined);
    }
  }, [fonts]);
}

/**
 * "Add a name": the pet's name, an optional second line, a font (each shown in itself), top or bottom and
 * a colour. The rules and messages are the domain's; the preview beside it is drawn by the server's renderer, the
 * one the print file is made with.
 */
export function NameOnPrintSection({
  form,
  onChange,
  paid = false,
}: {
  form: NameOnPrintForm;
  onChange: (next: NameOnPrintForm) => void;
  /**
   * Changing the name of a paid order (D-186): the name stays on (no switch), the price is not shown and
   * the section has no heading of its own (the dialog's title says what it is).
   */
  paid?: boolean;
}) {
  const options = useGetPersonalisationOptionsQuery();
  useShippedFonts(options.data?.fonts);
  const [touched, setTouched] = useState(false);
  const { error } = useMemo(() => nameFormValue(form), [form]);
  const set = (patch: Partial<NameOnPrintForm>) => onChange({ ...form, ...patch });
  const price = options.data?.nameOnPrintPriceCents ?? 0;
  // The reason shows as the customer types; only "enter a name" waits until the field has been left empty.
  const showError = (field: string) =>
    error?.field === field && (touched || field !== 'name' || form.name.trim() !== '') ? error.message : '';

  return (
    <Paper
      variant="outlined"
      sx={paid ? { p: 0, border: 0 } : { p: 2 }}
      component="section"
      {...(paid ? { 'aria-label': NAME_TEXTS.title } : { 'aria-labelledby': 'name-on-print-title' })}
    >
      {paid ? null : (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2" id="name-on-print-title">
              {NAME_TEXTS.title}
            </Typography>
            <Typography
              variant="body2"
              data-testid="name-price"
              sx={{
                color: 'text.secondary',
              }}
            >
              {price > 0 ? `+${formatMoney(price)}` : NAME_TEXTS.free}
            </Typography>
          </Stack>
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
            label={NAME_TEXTS.toggle}
          />
        </>
      )}
      {form.enabled || paid ? (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={NAME_TEXTS.nameLabel}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            onBlur={() => setTouched(true)}
            error={Boolean(showError('name'))}
            helperText={showError('name') || `${[...form.name.trim()].length}/${NAME_ON_PRINT_LIMITS.name}`}
            slotProps={{ htmlInput: { 'data-testid': 'name-input' } }}
          />
          <TextField
            label={NAME_TEXTS.secondLineLabel}
            value={form.secondLine}
            onChange={(e) => set({ secondLine: e.target.value })}
            error={Boolean(showError('secondLine'))}
            helperText={showError('secondLine') || NAME_TEXTS.secondLineHelp}
            slotProps={{ htmlInput: { 'data-testid': 'second-line-input' } }}
          />
          <FormControl>
            <FormLabel id="name-font-label">{NAME_TEXTS.fontLabel}</FormLabel>
            <RadioGroup
              aria-labelledby="name-font-label"
              value={form.font}
              onChange={(e) => set({ font: e.target.value as PrintFontId })}
              sx={{
                display: 'grid',
                gridTemplateColumns: paid ? { xs: '1fr', sm: '1fr 1fr' } : { xs: '1fr 1fr' },
              }}
            >
              {PRINT_FONTS.map((font) => (
                <FormControlLabel
                  key={font.id}
                  value={font.id}
                  control={<Radio />}
                  label={
                    <Box component="span" sx={{ fontFamily: `"${font.family}", serif`, fontSize: '1.15rem' }}>
                      {form.name.trim() || font.label}
                      <Box component="span" sx={{ fontFamily: 'inherit', fontSize: '0.8rem', ml: 0.5 }}>
                        ({font.label})
                      </Box>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="name-placement-label">{NAME_TEXTS.placementLabel}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="name-placement-label"
              value={form.placement}
              onChange={(e) => set({ placement: e.target.value as NamePlacement })}
            >
              <FormControlLabel value="bottom" control={<Radio />} label={NAME_TEXTS.bottom} />
              <FormControlLabel value="top" control={<Radio />} label={NAME_TEXTS.top} />
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="name-colour-label">{NAME_TEXTS.colourLabel}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="name-colour-label"
              value={form.colour}
              onChange={(e) => set({ colour: e.target.value as NameColour })}
            >
              {NAME_COLOURS.map((colour) => (
                <FormControlLabel
                  key={colour}
                  value={colour}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                      {colour === 'auto' ? null : (
                        <Box
                          aria-hidden
                          sx={{
                            width: 14,
                            height: 14,
                            borderRadius: '50%',
                            border: 1,
                            borderColor: 'divider',
                            bgcolor: rgbHex(NAME_COLOUR_RGB[colour]),
                          }}
                        />
                      )}
                      <span>{NAME_COLOUR_LABELS[colour]}</span>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {NAME_TEXTS.colourHelp}
            </Typography>
          </FormControl>
        </Stack>
      ) : null}
    </Paper>
  );
}
