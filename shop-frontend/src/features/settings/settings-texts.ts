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
