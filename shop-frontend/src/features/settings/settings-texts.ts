/** Settings texts (product.md P12 Settings, P9). */
export const SETTINGS_TEXT = {
  title: 'Account Settings',
  personalTab: 'Personal Information',
  shippingTab: 'Shipping Information',
  save: 'Save Changes',
  saving: 'Saving...',
  personalSaved: 'Personal information updated successfully',
  shippingSaved: 'Shipping information updated successfully',
  personalFailed: 'Failed to update personal information',
  shippingFailed: 'Failed to update shipping information',
} as const;

/** The "Your data" section and its dialogs (product.md P7.4). */
export const PRIVACY_TEXT = {
  title: 'Your data',
  intro:
    'Download a copy of everything your account holds, or delete your account. Orders are kept for 10 years for tax and accounting, without your name, email, phone or street address.',
  privacyLink: 'What we keep and for how long',
  download: 'Download my data',
  downloadAsking: 'Asking...',
  downloadReadyTitle: 'Your data is ready',
  downloadReady: 'Your archive (JSON with your photos and artworks) is ready to download.',
  downloadArchive: 'Download archive',
  downloading: 'Downloading...',
  downloadFailed: 'The download did not work',
  exportFailed: 'We could not ask for your data',
  delete: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteBody:
    'We will email you a link to confirm. Once you open it, you are signed out everywhere and your account, photos, artworks and creations are deleted for good.',
  deletePassword: 'Your password',
  deleteSubmit: 'Email me the confirmation link',
  deleteSending: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  deleteSentTitle: 'Check your email',
  passwordRequired: 'Enter your password',
  deleteFailed: 'We could not start the deletion',
} as const;

/** The page the emailed deletion link opens (/auth/delete-account/:token). */
export const DELETE_ACCOUNT_TEXT = {
  title: 'Delete your account',
  body: 'This deletes your PetArt account, your photos, your artworks and your creations, and signs you out everywhere. It cannot be undone.',
  confirm: 'Delete my account for good',
  deleting: 'Deleting...',
  doneTitle: 'Your account is being deleted',
  refusedTitle: 'This link cannot be used',
  failed: 'Something went wrong. Your account is unchanged; try the link again in a moment.',
  home: 'Back to PetArt',
} as const;
