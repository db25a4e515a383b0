import { paths } from '../config/paths';
import { safeStorage, STORAGE_KEYS } from '../config/storage-keys';

/** Default post-login destination (product.md P11). */
export const DEFAULT_AFTER_LOGIN = paths.app.create;

/**
 * Only same-app paths are followed: a redirect parameter like '//evil.example' or 'https://...' would turn the
 * login page into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export function saveAuthRedirect(path: string): void {
  safeStorage.set(STORAGE_KEYS.authRedirectUrl, path);
}

/** The stored post-login target, removed as it is read (product.md P12: "the stored address is then cleared"). */
export function takeAuthRedirect(): string | undefined {
  const stored = safeStorage.get(STORAGE_KEYS.authRedirectUrl);
  safeStorage.remove(STORAGE_KEYS.authRedirectUrl);
  return safeRedirectPath(stored);
}

/** Where to go after login: stored address, else the redirect parameter, else /app/create. */
export function postLoginTarget(redirectParam: string | null): string {
  return takeAuthRedirect() ?? safeRedirectPath(redirectParam) ?? DEFAULT_AFTER_LOGIN;
}
