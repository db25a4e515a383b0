import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { AUTH_TEXT } from '../auth-texts';

/** /auth?verified=true (product.md P12). */
export function EmailVerified() {
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {AUTH_TEXT.verifiedTitle}
      </Typography>
      <Typography>{AUTH_TEXT.verifiedMessage}</Typography>
      <Typography color="text.secondary">{AUTH_TEXT.verifiedActivated}</Typography>
      <Button variant="contained" fullWidth component={RouterLink} to={paths.auth({ tab: 'login' })}>
        {AUTH_TEXT.continueToLogin}
      </Button>
    </Stack>
  );
}
