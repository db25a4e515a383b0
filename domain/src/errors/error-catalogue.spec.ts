import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_TYPES, isErrorType } from './error-catalogue';

describe('error catalogue (product.md P9)', () => {
  it.each([
    ['SAFETY_SYSTEM_REJECTION', 'Content Policy Violation'],
    ['QUOTA_EXCEEDED', 'Service Temporarily Unavailable'],
    ['RATE_LIMIT', 'Generation Limit Reached'],
    ['AUTHENTICATION_ERROR', 'Service Issue'],
    ['INVALID_CREDENTIALS', 'Login Failed'],
    ['USER_NOT_FOUND', 'Account Not Found'],
    ['EMAIL_ALREADY_EXISTS', 'Email Already Registered'],
    ['SERVER_ERROR', 'Server Connection Error'],
    ['VARIANT_MISMATCH', 'Size Temporarily Unavailable'],
    ['PAYMENT_ERROR', 'Payment Error'],
  ] as const)('%s has title %s', (type, title) => {
    expect(ERROR_CATALOGUE[type].title).toBe(title);
  });

  it.each([
    [
      'RATE_LIMIT',
      "You've reached the limit of 5 AI generations in 5 minutes. Please wait a few minutes before trying again.",
    ],
    ['INVALID_CREDENTIALS', 'The email or password you entered is incorrect.'],
    ['EMAIL_ALREADY_EXISTS', 'An account with this email already exists. Please log in instead.'],
    ['EMAIL_VERIFICATION_REQUIRED', 'Please verify your email before logging in.'],
    ['UNKNOWN_ERROR', 'Something went wrong. Please try again.'],
    [
      'QUOTA_EXCEEDED',
      'Our image generation service is currently unavailable due to high demand. Please try again in a few minutes.',
    ],
    ['VARIANT_MISMATCH', 'Please try a different size for now. Our team is working on fixing this issue.'],
    ['PAYMENT_ERROR', 'Failed to process payment. Please try again.'],
  ] as const)('%s has the spec message', (type, message) => {
    expect(ERROR_CATALOGUE[type].message).toBe(message);
  });

  it('has 17 types, each with a non-empty title and message', () => {
    expect(ERROR_TYPES).toHaveLength(17);
    for (const type of ERROR_TYPES) {
      expect(ERROR_CATALOGUE[type].title).not.toBe('');
      expect(ERROR_CATALOGUE[type].message).not.toBe('');
    }
  });

  it.each([
    ['RATE_LIMIT', true],
    ['rate_limit', false],
    ['toString', false],
    [42, false],
    [undefined, false],
  ])('isErrorType(%j) = %s', (value, expected) => {
    expect(isErrorType(value)).toBe(expected);
  });
});
