import type { ShippingInfo } from '@petart/domain';

/** The user as the API returns it (GET /api/user). */
export interface AuthUser {
  id: string | number;
  email: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  /** An object, or a JSON string from older records (product.md P14). */
  shippingInfo?: Partial<ShippingInfo> | string | null;
  createdAt?: string;
}

/** Name for the sidebar card: first name, else username, else email (product.md P12 App shell). */
export function displayName(user: Pick<AuthUser, 'firstName' | 'username' | 'email'>): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const username = user.username?.trim();
  if (username) return username;
  return user.email;
}

/** shippingInfo as an object whatever the server stored (object, JSON string, nothing). */
export function parseShippingInfo(value: AuthUser['shippingInfo']): Partial<ShippingInfo> {
  if (!value) return {};
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'object' && parsed !== null ? parsed : {};
    } catch {
      return {};
    }
  }
  return value;
}
