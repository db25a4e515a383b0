import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { PRIVACY_UPDATED } from '../legal-dates';
import { LegalLayout, LegalSection, P } from './legal-layout';

/** /privacy (product.md P1 claims: photos private, never shared, sold or reused; minimum age 13; 24-48 h replies). */
export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated={PRIVACY_UPDATED}>
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
      <LegalSection title="What we keep and for how long">
        <P>
          Your account, photos, artworks and creations: until you delete your account. Generated digital files
          must be downloaded within 30 days; after that they may be deleted. Orders (amounts, tax, dates and
          what was ordered): 10 years after the order, as tax and accounting law requires; when you delete
          your account we remove your name, email, phone and street address from them. A copy of your data
          that you download: 7 days. Our security records of staff actions and of your requests: 365 days,
          without your email.
        </P>
      </LegalSection>
      <LegalSection title="Children">
        <P>
          PetArt is not intended for children. You must be at least 13 years old to create an account or use
          the service.
        </P>
      </LegalSection>
      <LegalSection title="Your rights and how to ask">
        <P>
          Signed in, open{' '}
          <Link component={RouterLink} to={paths.app.settings}>
            Settings
          </Link>
          : &quot;Download my data&quot; emails you a link to a copy of everything your account holds (your
          account, orders, creations, claims and consents, with your photos and artworks), and &quot;Delete my
          account&quot; deletes it once you confirm with your password and the link we email you. You can also
          ask for a copy, a correction or a deletion at{' '}
          <Link href={`mailto:${env.supportEmail}`}>{env.supportEmail}</Link>. We reply within 24-48 hours.
        </P>
      </LegalSection>
    </LegalLayout>
  );
}
