import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSendTestEmailMutation } from '../../../api/enhanced-api';
import { EMAIL_TYPES, type EmailType } from '../api/dev-api';
import { useToast } from '../hooks/use-toast';

const LABELS: Record<EmailType, string> = {
  confirmation: 'Order Confirmation',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'password-reset': 'Password Reset',
  verification: 'Email Verification',
};

/** Dev > Email Testing: sends each email type with sample data to an address (product.md P12). */
export function EmailTestingPanel() {
  const [targetEmail, setTargetEmail] = useState('');
  const [send, { isLoading }] = useSendTestEmailMutation();
  const { show, toast } = useToast();
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(targetEmail.trim());

  const onSend = async (emailType: EmailType) => {
    try {
      const result = await send({ testEmailDto: { emailType, targetEmail: targetEmail.trim() } }).unwrap();
      show('Test email sent', 'success', result.subject);
    } catch {
      show('Failed to send test email', 'error');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="email-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="email-title" variant="h5" component="h2" gutterBottom>
        Email Testing
      </Typography>
      <TextField
        label="Target email"
        type="email"
        value={targetEmail}
        onChange={(e) => setTargetEmail(e.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 420 }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {EMAIL_TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            disabled={!valid || isLoading}
            onClick={() => void onSend(type)}
          >
            {LABELS[type]}
          </Button>
        ))}
      </Stack>
      {toast}
    </Paper>
  );
}
