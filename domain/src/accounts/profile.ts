/** The account's own details, as the checkout may save them (product.md P14 users: names, phone, shipping info). */
export interface ProfileDetails {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  /** An object, or a JSON string from older records. */
  shippingInfo?: { address1?: string | null } | string | null;
}

function address1Of(shippingInfo: ProfileDetails['shippingInfo']): string {
  if (!shippingInfo) return '';
  if (typeof shippingInfo !== 'string') return (shippingInfo.address1 ?? '').trim();
  try {
    const parsed = JSON.parse(shippingInfo) as { address1?: unknown } | null;
    return typeof parsed?.address1 === 'string' ? parsed.address1.trim() : '';
  } catch {
    return '';
  }
}

/**
 * True while the account has none of its own details: no name, phone or shipping address. Only then does the
 * checkout offer to save what it was given by default ("Save as my details"); an account with details keeps them
 * unless the customer asks (a gift shipped elsewhere never replaces the buyer's profile).
 */
export function profileIsEmpty(profile: ProfileDetails | null | undefined): boolean {
  if (!profile) return true;
  const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
  return (
    blank(profile.firstName) &&
    blank(profile.lastName) &&
    blank(profile.phone) &&
    address1Of(profile.shippingInfo) === ''
  );
}
