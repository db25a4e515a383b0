import Link from '@mui/material/Link';
import { env } from '../../../config/env';
import { LEGAL_UPDATED } from '../legal-dates';
import { LegalLayout, LegalSection, P } from './legal-layout';

/** /refund-policy (product.md P1 claims: no refunds for custom work, fixes within 30 days, refunds in 5-10 days). */
export function RefundPolicyPage() {
  return (
    <LegalLayout title="Refund Policy" updated={LEGAL_UPDATED}>
      <LegalSection title="Custom work">
        <P>
          Every PetArt print is made to order from your own photo, so we do not offer refunds for custom work
          or for a change of mind.
        </P>
      </LegalSection>
      <LegalSection title="When something goes wrong">
        <P>
          Printing faults, shipping damage and technical failures are on us: report them within 30 days of
          delivery and we will fix them with a reprint or a refund. Please include your order number and
          photos of the problem.
        </P>
      </LegalSection>
      <LegalSection title="Refund timing">
        <P>Approved refunds are returned to your original payment method within 5-10 business days.</P>
      </LegalSection>
      <LegalSection title="Contact">
        <P>
          Write to <Link href={`mailto:${env.supportEmail}`}>{env.supportEmail}</Link>. We reply within 24-48
          hours.
        </P>
      </LegalSection>
    </LegalLayout>
  );
}
