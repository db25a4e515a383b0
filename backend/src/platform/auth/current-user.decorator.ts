import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

/**
 * The signed-in user set by JwtAuthGuard (or null behind OptionalJwtAuthGuard when anonymous):
 * `me(@CurrentUser() user: AuthenticatedUser)`.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedUser | null }>().user ?? null,
);
