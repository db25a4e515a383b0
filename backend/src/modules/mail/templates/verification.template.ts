import { renderActionEmail, type RenderedEmail } from './layout';

/** The email sent after registration and on "Resend Verification Email" (link valid 24 hours). */
export function verificationEmail(p: { verifyUrl: string; supportEmail: string }): RenderedEmail {
  return renderActionEmail({
    subject: 'Verify your email address',
    heading: 'Welcome to PetArt!',
    paragraphs: [
      'Thanks for creating an account. Please confirm your email address to activate it and start turning your pet into art.',
    ],
    actionLabel: 'Verify Email',
    actionUrl: p.verifyUrl,
    note: 'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    supportEmail: p.supportEmail,
  });
}
