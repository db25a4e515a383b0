/** What the guards put on the request and {@link CurrentUser} hands to controllers. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  /** users.is_admin OR the email is listed in ADMIN_EMAILS (case-insensitive). */
  isAdmin: boolean;
  emailVerified: boolean;
}

/** The admin rule of the spec: the stored flag, or the email listed in ADMIN_EMAILS (already lower-cased). */
export function isAdminAccount(
  user: { email: string; isAdmin: boolean },
  adminEmails: readonly string[],
): boolean {
  return user.isAdmin || adminEmails.includes(user.email.trim().toLowerCase());
}
