import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ErrorScreenProps {
  title: string;
  message?: string;
  /** Defaults to a 'Refresh Page' button that reloads the page. */
  action?: ReactNode;
}

/** Full-page message used by every error fallback (route errors, render failures, not found). */
export function ErrorScreen({ title, message, action }: ErrorScreenProps) {
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {message ? (
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            {message}
          </Typography>
        ) : null}
        {action ?? <RefreshPageButton />}
      </Stack>
    </Box>
  );
}

/** 'Refresh Page' (product.md P12): a full reload also picks up a new deployment's chunks. */
export function RefreshPageButton() {
  return (
    <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
      Refresh Page
    </Button>
  );
}
