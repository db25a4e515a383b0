import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../http/error-envelope.dto';
import { JwtAuthGuard } from './guards';

/**
 * Every route of the controller (or the one route) needs a signed-in user: the JWT guard, and in the API document the
 * bearer scheme and the 401 envelope.
 */
export function SignedIn(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({
      type: ErrorEnvelopeDto,
      description: 'Missing, invalid or expired access token',
    }),
    UseGuards(JwtAuthGuard),
  );
}
