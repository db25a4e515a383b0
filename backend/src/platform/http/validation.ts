import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from './app-error';

/** Every constraint message of a (possibly nested) validation error tree, in order. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const pathName = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenValidationErrors(error.children ?? [], pathName)];
  });
}

/** The global pipe: unknown fields are refused, payloads are transformed into DTO instances. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      return new AppError('VALIDATION.FAILED', details[0] ?? 'Invalid input', { details });
    },
  });
}
