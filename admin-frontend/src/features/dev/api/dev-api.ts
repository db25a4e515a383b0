import type { TestEmailDto, TestErrorDto } from '../../../api/enhanced-api';

/**
 * The Dev tab's calls are the generated client's (src/api/generated.ts, tags in src/api/enhanced-api.ts); this file
 * only lists the choices the panels offer, checked against the generated request types so a value the API drops
 * fails the typecheck.
 */
export type EmailType = TestEmailDto['emailType'];

export const EMAIL_TYPES = [
  'confirmation',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'password-reset',
  'verification',
] as const satisfies readonly EmailType[];

export const TEST_ERROR_TYPES = [
  'SAFETY_SYSTEM_REJECTION',
  'QUOTA_EXCEEDED',
  'RATE_LIMIT',
  'SERVER_ERROR',
  'TEST_ERROR',
] as const satisfies readonly TestErrorDto['errorType'][];

// And every value the API accepts is offered: a type added to the API fails here until it is listed above.
const _everyEmailType: [Exclude<EmailType, (typeof EMAIL_TYPES)[number]>] extends [never] ? true : never =
  true;
const _everyTestError: [Exclude<TestErrorDto['errorType'], (typeof TEST_ERROR_TYPES)[number]>] extends [never]
  ? true
  : never = true;
