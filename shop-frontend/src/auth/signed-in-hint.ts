// The API's signed-in hint, shared with the admin app (@petart/web-shared/session).
export { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@petart/web-shared/session';
