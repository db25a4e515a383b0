/** What the guards put on the request and {@link CurrentUser} hands to controllers. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  /** users.is_admin OR the email is listed in ADMIN_EMAILS: the domain's isAdministrator rule. */
  isAdmin: boolean;
  emailVerified: boolean;
}
