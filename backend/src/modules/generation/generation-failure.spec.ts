import { ERROR_CATALOGUE, ImageGenerationError } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import { httpErrorFor } from '../../platform/http/error-codes';
import { generationFailureToAppError, RATE_LIMIT_MESSAGE } from './generation.service';

function answer(error: unknown) {
  const appError = generationFailureToAppError(error);
  return { ...httpErrorFor(appError.code), message: appError.message };
}

describe('generation failures as the customer sees them (product.md P9)', () => {
  it("the provider's own throttling (its 429) is QUOTA_EXCEEDED, never our 5-in-5-minutes message", () => {
    const res = answer(new ImageGenerationError('RATE_LIMIT', 'Rate limit reached for images per minute'));
    expect(res.errorType).toBe('QUOTA_EXCEEDED');
    expect(res.message).toBe(ERROR_CATALOGUE.QUOTA_EXCEEDED.message);
    expect(res.message).not.toBe(RATE_LIMIT_MESSAGE);
    expect(ERROR_CATALOGUE.QUOTA_EXCEEDED.title).toBe('Service Temporarily Unavailable');
  });

  it.each([
    ['QUOTA_EXCEEDED', 'QUOTA_EXCEEDED'],
    ['SAFETY_SYSTEM_REJECTION', 'SAFETY_SYSTEM_REJECTION'],
    ['SERVER_ERROR', 'SERVER_ERROR'],
    ['AUTHENTICATION_ERROR', 'SERVER_ERROR'],
  ] as const)('provider %s answers %s', (type, expected) => {
    expect(answer(new ImageGenerationError(type, 'x')).errorType).toBe(expected);
  });

  it('anything else is a SERVER_ERROR; our own errors pass through', () => {
    expect(answer(new Error('boom')).errorType).toBe('SERVER_ERROR');
    const own = new AppError('GENERATION.RATE_LIMITED', RATE_LIMIT_MESSAGE);
    expect(generationFailureToAppError(own)).toBe(own);
    expect(answer(own)).toMatchObject({ status: 429, errorType: 'RATE_LIMIT', message: RATE_LIMIT_MESSAGE });
  });
});
