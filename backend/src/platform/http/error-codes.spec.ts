import { codeForStatus, ERROR_CODES, ERROR_TEXTS, errorTextFor, httpErrorFor } from './error-codes';

describe('httpErrorFor', () => {
  it.each(Object.entries(ERROR_CODES))('maps %s exactly', (code, mapping) => {
    expect(httpErrorFor(code)).toEqual(mapping);
  });

  it.each([
    ['SESSION.NOT_FOUND', 404, 'NOT_FOUND'],
    ['CART.ITEM_NOT_FOUND', 404, 'NOT_FOUND'],
    ['ORDER.FORBIDDEN', 403, 'FORBIDDEN'],
    ['ADMIN.UNAUTHORIZED', 401, 'AUTHENTICATION_ERROR'],
    ['UPLOAD.INVALID', 400, 'INVALID_REQUEST'],
    ['CART.CONFLICT', 409, 'INVALID_REQUEST'],
    ['GENERATION.RATE_LIMITED', 429, 'RATE_LIMIT'],
    ['STORAGE.UNAVAILABLE', 503, 'SERVER_ERROR'],
    ['SOMETHING.ODD', 500, 'SERVER_ERROR'],
    ['', 500, 'SERVER_ERROR'],
  ])('maps %s by convention to %i %s', (code, status, errorType) => {
    expect(httpErrorFor(code)).toEqual({ status, errorType });
  });
});

describe('codeForStatus', () => {
  it.each([
    [400, 'HTTP.BAD_REQUEST'],
    [401, 'AUTH.UNAUTHENTICATED'],
    [403, 'AUTH.FORBIDDEN'],
    [404, 'HTTP.NOT_FOUND'],
    [405, 'HTTP.METHOD_NOT_ALLOWED'],
    [409, 'HTTP.CONFLICT'],
    [413, 'HTTP.PAYLOAD_TOO_LARGE'],
    [415, 'HTTP.UNSUPPORTED_MEDIA_TYPE'],
    [418, 'HTTP.BAD_REQUEST'],
    [429, 'RATE_LIMIT.EXCEEDED'],
    [500, 'INTERNAL'],
    [503, 'DATABASE.UNAVAILABLE'],
  ])('%i -> %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('errorTextFor', () => {
  it.each(Object.entries(ERROR_TEXTS))('gives %s its own text', (code, text) => {
    expect(errorTextFor(code)).toBe(text);
  });

  it.each([
    ['AUTH.EMAIL_ALREADY_EXISTS', 'Email already exists'],
    ['AUTH.EMAIL_VERIFICATION_REQUIRED', 'Email verification required'],
    ['VALIDATION.FAILED', 'Invalid input'],
    ['WIDGET.NOT_FOUND', 'Not Found'],
    ['SESSION.NOT_FOUND', 'Session not found'],
    ['ORDER.FORBIDDEN', 'Access Denied'],
    ['SOMETHING.ODD', 'Server Connection Error'],
  ])('%s -> %s', (code, text) => {
    expect(errorTextFor(code)).toBe(text);
  });
});
