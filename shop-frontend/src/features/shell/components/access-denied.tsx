import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATUS_FALLBACK_MESSAGES } from '@petart/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** /app/admin for a customer (commerce spec, Admin: 'Access Denied' with a 'Return to App' button), in the shell. */
export function AccessDenied() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }} role="alert">
      <Typography variant="h3" component="h1">
        Access Denied
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        {STATUS_FALLBACK_MESSAGES[403]}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.app.root} replace>
        Return to App
      </Button>
    </Stack>
  );
}
