import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Unknown /app/... path, inside the shell (product.md P12). */
export function AppNotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }} role="alert">
      <Typography variant="h3" component="h1">
        Page Not Found
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        The page you are looking for does not exist within the app.
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.app.create}>
        Create Art
      </Button>
    </Stack>
  );
}
