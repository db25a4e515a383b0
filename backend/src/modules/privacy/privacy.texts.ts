import { renderActionEmail, type RenderedEmail } from '../mail';

/** How long the emailed deletion link lasts: 24 hours. */
export const DELETION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What the customer reads (the shop shows the messages as they are). */
export const PRIVACY_TEXTS = {
  exportRequested:
    'We are preparing your data. We will email you a download link (valid for 7 days) as soon as it is ready.',
  passwordIncorrect: 'The password is not correct. Enter the password you sign in with.',
  deletionRequested: (email: string) =>
    `We sent a confirmation link to ${email}. Your account is deleted only once you open it (valid for 24 hours).`,
  deletionConfirmed:
    'Your account is being deleted. You have been signed out everywhere; we will email you when it is done.',
  linkInvalid:
    'This deletion link is not valid: it may have been used already or replaced by a newer one. Your account is unchanged; ask again from Settings if you still want to delete it.',
  linkExpired:
    'This deletion link has expired (links last 24 hours). Your account is unchanged; ask again from Settings if you still want to delete it.',
  exportNotFound: 'This download link is not valid for your account.',
  exportExpired: 'This download link has expired (links last 7 days). Ask for a new export in Settings.',
  exportNotReady: 'Your data is still being prepared. We will email you when it is ready.',
} as const;

/** The export's email: the signed link to the settings page that downloads the archive. */
export function dataExportEmail(p: { downloadUrl: string; supportEmail: string }): RenderedEmail {
  return renderActionEmail({
    subject: 'Your PetArt data is ready',
    heading: 'Your Data Is Ready',
    paragraphs: [
      'The copy of your PetArt data you asked for is ready: your account, orders, creations, claims and consents as JSON, with your photos and artworks.',
      'Sign in to PetArt and open the link below to download it.',
    ],
    actionLabel: 'Download My Data',
    actionUrl: p.downloadUrl,
    note: 'This link expires in 7 days and only works while you are signed in to your own account. If you did not ask for a copy of your data, contact us.',
    supportEmail: p.supportEmail,
  });
}

/** The deletion's confirmation email. */
export function deletionConfirmationEmail(p: { confirmUrl: string; supportEmail: string }): RenderedEmail {
  return renderActionEmail({
    subject: 'Confirm the deletion of your PetArt account',
    heading: 'Confirm Account Deletion',
    paragraphs: [
      'You asked us to delete your PetArt account. Once you confirm, we sign you out everywhere and delete your account, your photos, your artworks and your creations. This cannot be undone.',
      'Orders are kept for 10 years for tax and accounting, with your name, email, phone and street address removed.',
    ],
    actionLabel: 'Delete My Account',
    actionUrl: p.confirmUrl,
    note: 'This link expires in 24 hours and can be used once. If you did not ask for this, ignore this email and change your password: your account stays as it is.',
    supportEmail: p.supportEmail,
  });
}

/** Sent once the deletion is carried out, to the address the account had. */
export function deletionDoneEmail(p: { shopUrl: string; supportEmail: string }): RenderedEmail {
  return renderActionEmail({
    subject: 'Your PetArt account has been deleted',
    heading: 'Account Deleted',
    paragraphs: [
      'Your PetArt account, your photos, your artworks and your creations have been deleted.',
      'The orders you placed are kept for 10 years for tax and accounting, without your name, email, phone or street address. You are welcome to create a new account with the same email at any time.',
    ],
    actionLabel: 'Visit PetArt',
    actionUrl: p.shopUrl,
    note: 'We will not email this address again unless you create a new account.',
    supportEmail: p.supportEmail,
  });
}
