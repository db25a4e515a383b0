import Link from '@mui/material/Link';
import { env } from '../../../config/env';
import { LEGAL_UPDATED } from '../legal-dates';
import { LegalLayout, LegalSection, P } from './legal-layout';

/** /privacy (product.md P1 claims: photos private, never shared, sold or reused; minimum age 13; 24-48 h replies). */
export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated={LEGAL_UPDATED}>
      <P>
        This policy explains what PetArt collects when you use our site, why we collect it and how we protect
        it.
      </P>
      <LegalSection title="Information we collect">
        <P>
          Account details (your email address and, if you add them, your name, phone number and shipping
          address), the photos you upload, the artwork we generate from them, and your orders. Payments are
          handled by our card payment provider; we never see or store your full card number.
        </P>
      </LegalSection>
      <LegalSection title="Your pet photos">
        <P>
          Your photos are private. We use them only to create your artwork and produce your order. Your photos
          are never shared, sold or reused, not for marketing, not to train models, not for anything else.
        </P>
      </LegalSection>
      <LegalSection title="How we use your information">
        <P>
          To run your account, create your artwork, print and ship your order with tracking, send service
          emails (verification, password reset, order updates) and answer support requests. Our print partner
          receives only what it needs to produce and deliver your order.
        </P>
      </LegalSection>
      <LegalSection title="Digital files and retention">
        <P>
          Generated digital files must be downloaded within 30 days; after that they may be deleted. We keep
          order records as long as the law requires.
        </P>
      </LegalSection>
      <LegalSection title="Children">
        <P>
          PetArt is not intended for children. You must be at least 13 years old to create an account or use
          the service.
        </P>
      </LegalSection>
      <LegalSection title="Your rights and contact">
        <P>
          You may ask for a copy of your data, or for its correction or deletion, at{' '}
          <Link href={`mailto:${env.supportEmail}`}>{env.supportEmail}</Link>. We reply within 24-48 hours.
        </P>
      </LegalSection>
    </LegalLayout>
  );
}
