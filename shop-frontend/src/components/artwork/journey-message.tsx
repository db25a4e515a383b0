import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export interface JourneyMessageProps {
  title: string;
  message: ReactNode;
  /** Default 'Return to Home' (product.md P12, generic error page). */
  actionText?: string;
  /** Default /app/create. */
  actionPath?: string;
  icon?: ReactNode;
}

/** The generic error page of the journey (product.md P12 Style): title, message and one action button. */
export function JourneyMessage({
  title,
  message,
  actionText = 'Return to Home',
  actionPath = paths.app.create,
  icon,
}: JourneyMessageProps) {
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, mx: 'auto', mt: { xs: 2, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
          }}
        >
          {message}
        </Typography>
        <Button variant="contained" component={RouterLink} to={actionPath}>
          {actionText}
        </Button>
      </Stack>
    </Paper>
  );
}
