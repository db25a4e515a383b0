import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { APP_ERROR_TEXT } from './error-messages';
import { ErrorScreen } from './error-screen';

/** 'Page Not Found' with 'Go to Homepage' (the app's root, in the shop and the admin app alike) for any unknown route (product.md P12). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      title={APP_ERROR_TEXT.notFoundTitle}
      message={APP_ERROR_TEXT.notFoundMessage}
      action={
        <Button variant="contained" startIcon={<HomeIcon />} component={RouterLink} to="/">
          {APP_ERROR_TEXT.goHome}
        </Button>
      }
    />
  );
}
