import EmailIcon from '@mui/icons-material/Email';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SupportChecklist } from '../../../components/support';
import { env } from '../../../config/env';

/** /app/contact (product.md P12 App shell, product.md P12 Support page). */
export function SupportPage() {
  return (
    <Paper sx={{ p: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h3" component="h1">
          Support
        </Typography>
        <Typography>Need help with an order or your artwork? Our team responds within 24 hours.</Typography>
        <Typography variant="h6" component="h2">
          To help us help you faster, please include:
        </Typography>
        <SupportChecklist />
        <Button
          variant="contained"
          size="large"
          startIcon={<EmailIcon />}
          href={`mailto:${env.supportEmail}`}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Get Support
        </Button>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Or write to us at {env.supportEmail}
        </Typography>
      </Stack>
    </Paper>
  );
}
