import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** Hue (0-360) of a #RRGGBB colour. */
function hue(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

function hueDistance(a: string, b: string): number {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
}

describe('a focused field does not look like an error', () => {
  it('text fields and form controls take the secondary (plum) colour by default', () => {
    expect(theme.components?.MuiTextField?.defaultProps?.color).toBe('secondary');
    expect(theme.components?.MuiFormControl?.defaultProps?.color).toBe('secondary');
  });

  it('the focus colour is far in hue from the error colour (the rust primary is not)', () => {
    expect(hueDistance(theme.palette.secondary.main, theme.palette.error.main)).toBeGreaterThan(60);
    // Why the primary is not used for focus: rust and red are a few degrees apart.
    expect(hueDistance(theme.palette.primary.main, theme.palette.error.main)).toBeLessThan(30);
  });

  it('a focused field is drawn in the focus colour, a field with an error keeps the error colour', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Last name" />
        <TextField label="ZIP code" error helperText="ZIP code is required" />
      </ThemeProvider>,
    );
    const lastName = screen.getByLabelText('Last name');
    act(() => lastName.focus());
    const classes = [...(lastName.closest('.MuiInputBase-root')?.classList ?? [])];
    expect(classes).toContain('Mui-focused');
    expect(classes).toContain('MuiInputBase-colorSecondary');
    expect(classes).not.toContain('Mui-error');
    const zip = screen.getByLabelText(/ZIP code/).closest('.MuiInputBase-root');
    expect([...(zip?.classList ?? [])]).toContain('Mui-error');
  });
});
