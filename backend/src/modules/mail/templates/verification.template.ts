import { renderActionEmail, type RenderedEmail } from './layout';

/**
 * The email sent after registration and on "Resend Verification Email": a single-use link, valid 1 hour
 * (VERIFICATION_TOKEN_TTL_MS), that verifies the address and signs the customer in.
 */
export function verificationEmail(p: { verifyUrl: string; supportEmail: string }): RenderedEmail {
  return renderActionEmail({
    subject: 'Verify your email address',
    heading: 'Welcome to PetArt!',
    paragraphs: [
      'Thanks for creating an account. Please confirm your email address to activate it and start turning your pet into art.',
    ],
    actionLabel: 'Verify Email',
    actionUrl: p.verifyUrl,
    note: 'This link expires in 1 hour and can be used once: it signs you in on this device. If it has expired, log in to get a new one. If you did not create an account, you can ignore this email.',
    supportEmail: p.supportEmail,
  });
}
