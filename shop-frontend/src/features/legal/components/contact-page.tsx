import EmailIcon from '@mui/icons-material/Email';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SupportChecklist } from '../../../components/support';
import { env } from '../../../config/env';
import { LegalLayout, LegalSection, P } from './legal-layout';

/** /contact (product.md P12 Contact page): email button, checklist, 24-hour response promise. */
export function ContactPage() {
  return (
    <LegalLayout title="Contact Us">
      <P>Questions about your artwork or an order? We're here to help.</P>
      <Button
        variant="contained"
        size="large"
        startIcon={<EmailIcon />}
        href={`mailto:${env.supportEmail}`}
        sx={{ my: 2, textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
      >
        {env.supportEmail}
      </Button>
      <Typography sx={{ fontWeight: 700 }}>We respond to every message within 24 hours.</Typography>
      <LegalSection title="Please include">
        <SupportChecklist />
      </LegalSection>
    </LegalLayout>
  );
}
