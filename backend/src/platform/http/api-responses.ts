import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiOkResponse, ApiResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from './error-envelope.dto';

/** OpenAPI extension of operations that never touch the database (they get no 503 in the document). */
export const NO_DATABASE_EXTENSION = 'x-petart-no-database';

/**
 * Documents the error answers of a route (or of every route of a controller) in one line, each with the error
 * envelope: `@ApiErrors({ 404: 'Session not found', 429: 'Too many generations' })`. The answers every route
 * shares (400, 401, 413, 414, 503) are added by the document builder (openapi/platform-responses.ts).
 */
export function ApiErrors(errors: Readonly<Record<number, string>>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), type: ErrorEnvelopeDto, description }),
    ),
  );
}

/** A binary 200 (images): only the success is binary, errors stay JSON (unlike @ApiProduces, which sets both). */
export function ApiBinaryOk(description: string, mediaTypes: readonly string[]): MethodDecorator {
  return ApiOkResponse({
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  });
}

/** Marks a route that never reads or writes the database, so that its document lists no 503. */
export function ApiWithoutDatabase(): MethodDecorator {
  return ApiExtension(NO_DATABASE_EXTENSION, true);
}
