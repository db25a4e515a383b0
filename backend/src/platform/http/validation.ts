import {
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
  type ValidationPipeOptions,
} from '@nestjs/common';
import { AppError } from './app-error';
import { compileFastBuild, type FastBuild } from './fast-validation';

/** Every constraint message of a (possibly nested) validation error tree, in order. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const pathName = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flattenValidationErrors(error.children ?? [], pathName)];
  });
}

export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/**
 * ValidationPipe with a fast path for request bodies: a DTO made only of the common decorators (see
 * fast-validation.ts) is checked by a compiled function first; a payload it vouches for becomes the DTO instance
 * directly, anything else (including every invalid payload) goes through class-transformer + class-validator as
 * before, so errors and messages are unchanged. Why: on a small POST, class-transformer + class-validator were the
 * largest cost after the framework (~20 us and ~30 KB of garbage per request, docs/benchmarks.md).
 */
export class FastPathValidationPipe extends ValidationPipe {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  private readonly compiled = new Map<Function, FastBuild | null>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    if (metadata.type === 'body' && metatype && this.toValidate(metadata)) {
      // ValidationPipe turns a null body into {} (so `null` passed a DTO of optional fields as a no-op 200), and
      // arrays or scalars are no DTO either. A missing body (undefined) stays allowed: it is {} for such DTOs.
      if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
        throw new AppError('VALIDATION.FAILED', BODY_NOT_OBJECT, { details: [BODY_NOT_OBJECT] });
      }
      let build = this.compiled.get(metatype);
      if (build === undefined) {
        build = compileFastBuild(metatype as Parameters<typeof compileFastBuild>[0]) ?? null;
        this.compiled.set(metatype, build);
      }
      const dto = build?.(value);
      if (dto !== undefined) return dto;
    }
    return super.transform(value, metadata);
  }
}

/** Unknown fields are refused, payloads are transformed into DTO instances, errors use the API's envelope. */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => {
    const details = flattenValidationErrors(errors);
    return new AppError('VALIDATION.FAILED', details[0] ?? 'Invalid input', { details });
  },
};

/** The global pipe. */
export function createValidationPipe(): ValidationPipe {
  return new FastPathValidationPipe(VALIDATION_OPTIONS);
}
