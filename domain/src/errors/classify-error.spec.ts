import { describe, expect, it } from 'vitest';
import { classifyError, fallbackMessageForStatus, messageFromBody } from './classify-error';

describe('fallbackMessageForStatus', () => {
  it.each([
    [401, 'You need to log in to access this feature'],
    [403, "You don't have permission to access this feature"],
    [404, 'The requested resource could not be found'],
    [500, 'There was a problem with our server'],
    [502, "We're having trouble connecting to our servers right now"],
    [504, "We're having trouble connecting to our servers right now"],
    [503, 'Something went wrong with your request'],
    [418, 'Something went wrong with your request'],
    [0, 'Something went wrong with your request'],
  ])('%i -> %s', (status, message) => {
    expect(fallbackMessageForStatus(status)).toBe(message);
  });
});

describe('messageFromBody', () => {
  it.each([
    [{ message: 'M', error: 'E' }, 'M'],
    [{ error: 'E' }, 'E'],
    [{ message: '', error: 'E' }, 'E'],
    [{ message: 42, error: 'E' }, 'E'],
    [{}, 'Something went wrong'],
    [null, 'Something went wrong'],
    [undefined, 'Something went wrong'],
    ['plain text', 'plain text'],
    [['array'], 'Something went wrong'],
  ])('%j -> %s', (body, message) => {
    expect(messageFromBody(body)).toBe(message);
  });
});

describe('classifyError mapping rules (product.md P9)', () => {
  it.each([
    // A server errorType is used as is.
    [
      { status: 400, body: { errorType: 'SAFETY_SYSTEM_REJECTION', message: 'x' } },
      'SAFETY_SYSTEM_REJECTION',
    ],
    [{ status: 500, body: { errorType: 'RATE_LIMIT' } }, 'RATE_LIMIT'],
    [{ status: 400, body: { errorType: 'TEST_ERROR' } }, 'TEST_ERROR'],
    // Unknown server types become UNKNOWN_ERROR.
    [{ status: 400, body: { errorType: 'WEIRD_THING' } }, 'UNKNOWN_ERROR'],
    // 401 by message.
    [{ status: 401, body: { error: 'Invalid email or password' } }, 'INVALID_CREDENTIALS'],
    [{ status: 401, body: { message: 'User not found' } }, 'USER_NOT_FOUND'],
    [{ status: 401, body: { message: 'Please verify your email first' } }, 'EMAIL_VERIFICATION_REQUIRED'],
    [{ status: 401, body: { message: 'Token expired' } }, 'AUTHENTICATION_ERROR'],
    [{ status: 401 }, 'AUTHENTICATION_ERROR'],
    // 409, or 400 with 'Email already exists'.
    [{ status: 409, body: { error: 'Conflict' } }, 'EMAIL_ALREADY_EXISTS'],
    [{ status: 400, body: { error: 'Email already exists' } }, 'EMAIL_ALREADY_EXISTS'],
    [{ status: 400, body: { error: 'Bad thing' } }, 'UNKNOWN_ERROR'],
    // details about the safety system or content policy.
    [
      { status: 400, body: { error: 'Failed', details: 'Rejected by the safety system' } },
      'SAFETY_SYSTEM_REJECTION',
    ],
    [
      { status: 500, body: { error: 'Failed', details: { reason: 'content_policy_violation' } } },
      'SAFETY_SYSTEM_REJECTION',
    ],
    // 429.
    [{ status: 429, body: { message: 'Limit of 5 requests per 5 minutes' } }, 'RATE_LIMIT'],
    [{ status: 429, body: { message: 'Please wait before generating again' } }, 'RATE_LIMIT'],
    [{ status: 429, body: { message: 'Billing quota hit' } }, 'QUOTA_EXCEEDED'],
    [{ status: 429 }, 'QUOTA_EXCEEDED'],
    // 5xx.
    [{ status: 500, body: { message: 'boom' } }, 'SERVER_ERROR'],
    [{ status: 503 }, 'SERVER_ERROR'],
    [{ status: 502 }, 'SERVER_ERROR'],
    // Messages about safety / moderation / content restrictions.
    [{ status: 400, body: { message: 'Blocked by moderation' } }, 'SAFETY_SYSTEM_REJECTION'],
    [{ body: { message: 'Your request violates our content restrictions' } }, 'SAFETY_SYSTEM_REJECTION'],
    // quota or rate limit in the message.
    [{ status: 400, body: { message: 'quota exhausted' } }, 'QUOTA_EXCEEDED'],
    [{ body: { error: 'Rate limit exceeded' } }, 'QUOTA_EXCEEDED'],
    // Everything else.
    [{ status: 404 }, 'UNKNOWN_ERROR'],
    [{}, 'UNKNOWN_ERROR'],
  ])('%j -> %s', (input, type) => {
    expect(classifyError(input).type).toBe(type);
  });

  it('403 with requiresVerification carries the email and the verification message', () => {
    expect(classifyError({ status: 403, body: { requiresVerification: true, email: 'a@b.co' } })).toEqual({
      type: 'EMAIL_VERIFICATION_REQUIRED',
      title: 'Email verification required',
      message: 'Email verification required',
      email: 'a@b.co',
      requiresVerification: true,
    });
  });

  it("403 with requiresVerification prefers the server's error text", () => {
    const result = classifyError({
      status: 403,
      body: { requiresVerification: true, error: 'Verify first' },
    });
    expect(result.message).toBe('Verify first');
    expect(result.email).toBeUndefined();
  });

  it('403 without requiresVerification is not a verification error', () => {
    expect(classifyError({ status: 403, body: { error: 'nope' } }).type).toBe('UNKNOWN_ERROR');
  });

  it.each([
    [
      { status: 502, body: { message: '<html>' } },
      "We're having trouble connecting to our servers right now",
    ],
    [{ status: 504 }, "We're having trouble connecting to our servers right now"],
    [{ status: 500 }, 'There was a problem with our server'],
    [{ status: 500, body: { message: 'DB down' } }, 'DB down'],
    [{ status: 404 }, 'The requested resource could not be found'],
    [{ status: 401, body: { error: 'Invalid password' } }, 'Invalid password'],
    [
      { status: 429 },
      'Our image generation service is currently unavailable due to high demand. Please try again in a few minutes.',
    ],
    [{}, 'Something went wrong. Please try again.'],
  ])('message for %j is %s', (input, message) => {
    expect(classifyError(input).message).toBe(message);
  });

  it('title comes from the catalogue', () => {
    expect(classifyError({ status: 409 }).title).toBe('Email Already Registered');
    expect(classifyError({ status: 500 }).title).toBe('Server Connection Error');
  });
});
