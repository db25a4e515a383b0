import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../http/error-envelope.dto';
import { AdminGuard, JwtAuthGuard } from './guards';

/**
 * Every route of the controller is for staff: the JWT and administrator guards (401 without a valid token, 403 for a
 * customer), and in the API document the `admin` tag, the bearer scheme and both error envelopes.
 */
export function StaffOnly(): ClassDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({
      type: ErrorEnvelopeDto,
      description: 'Missing, invalid or expired access token',
    }),
    ApiForbiddenResponse({ type: ErrorEnvelopeDto, description: 'Not an administrator' }),
    UseGuards(JwtAuthGuard, AdminGuard),
  );
}
