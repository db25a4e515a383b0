import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { APP_ERROR_TEXT } from './error-messages';
import { ErrorScreen } from './error-screen';

/** 'Page Not Found' with 'Go to Homepage' for any unknown route (product.md P12). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      title={APP_ERROR_TEXT.notFoundTitle}
      message={APP_ERROR_TEXT.notFoundMessage}
      action={
        <Button variant="contained" startIcon={<HomeIcon />} component={RouterLink} to={paths.home}>
          {APP_ERROR_TEXT.goHome}
        </Button>
      }
    />
  );
}
