import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

/** Leaves the shop for another origin (the admin app), with a link in case the redirect is blocked. */
export function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <Stack spacing={2} sx={{ minHeight: '60vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading" />
      <Typography>
        Redirecting to <Link href={to}>{to}</Link>...
      </Typography>
    </Stack>
  );
}
