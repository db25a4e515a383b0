import { createTheme, type Theme } from '@mui/material/styles';
import { brandColors } from './palette';

const fontFamily = ['"Nunito"', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');
const headingFamily = ['"Fraunces"', 'Georgia', '"Times New Roman"', 'serif'].join(',');

/** The single PetArt theme, shared by the shop and the admin app (both import `@petart/web-shared/theme`). */
export const theme: Theme = createTheme({
  palette: {
    mode: 'light',
    primary: {
      main: brandColors.coral,
      light: brandColors.coralLight,
      dark: brandColors.coralDark,
      contrastText: '#FFFFFF',
    },
    secondary: {
      main: brandColors.plum,
      light: brandColors.plumLight,
      dark: brandColors.plumDark,
      contrastText: '#FFFFFF',
    },
    warning: { main: brandColors.honey, dark: brandColors.honeyDark },
    info: { main: brandColors.info },
    background: { default: brandColors.cream, paper: brandColors.paper },
    text: { primary: brandColors.ink, secondary: brandColors.inkSoft },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontFamily: headingFamily, fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.15 },
    h2: { fontFamily: headingFamily, fontWeight: 700, fontSize: '1.875rem', lineHeight: 1.2 },
    h3: { fontFamily: headingFamily, fontWeight: 700, fontSize: '1.5rem' },
    h4: { fontWeight: 700, fontSize: '1.25rem' },
    h5: { fontWeight: 700, fontSize: '1.125rem' },
    h6: { fontWeight: 700, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 700 } } },
    // A focused field is outlined in plum, not in the rust primary: rust next to MUI's red error colour made a field
    // the customer had just tapped look like a field with an error. Errors keep the error colour.
    MuiTextField: { defaultProps: { color: 'secondary' } },
    MuiFormControl: { defaultProps: { color: 'secondary' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

// Larger headings from the `md` breakpoint up: the layout is mobile-first, desktop gets the extra size.
theme.typography.h1 = {
  ...theme.typography.h1,
  [theme.breakpoints.up('md')]: { fontSize: '3.25rem' },
};
theme.typography.h2 = {
  ...theme.typography.h2,
  [theme.breakpoints.up('md')]: { fontSize: '2.375rem' },
};
