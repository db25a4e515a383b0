import { renderActionEmail, type RenderedEmail } from './layout';

/** The email sent by "Send Reset Link" (link valid 1 hour). */
export function passwordResetEmail(p: { resetUrl: string; supportEmail: string }): RenderedEmail {
  return renderActionEmail({
    subject: 'Reset your password',
    heading: 'Reset Your Password',
    paragraphs: [
      'We received a request to reset the password of your PetArt account. Choose a new password with the button below.',
    ],
    actionLabel: 'Reset Password',
    actionUrl: p.resetUrl,
    note: 'This link expires in 1 hour and can be used once. If you did not ask for a reset, you can ignore this email: your password stays the same.',
    supportEmail: p.supportEmail,
  });
}
