import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppError } from '../http/app-error';
import { AccessTokenVerifier } from './access-token-verifier';
import type { AuthenticatedUser } from './authenticated-user';

export const UNAUTHENTICATED_MESSAGE = 'You need to log in to access this feature';
export const FORBIDDEN_MESSAGE = "You don't have permission to access this feature";

interface RequestWithUser {
  headers: { authorization?: string };
  user?: AuthenticatedUser | null;
}

/** Requires a valid bearer access token; answers 401 with the envelope otherwise. Sets request.user. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const user = await this.tokens.authenticate(request.headers.authorization);
    if (!user) throw new AppError('AUTH.UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    request.user = user;
    return true;
  }
}

/**
 * For routes anonymous visitors may call: a valid token sets request.user; no token, or an invalid/expired one,
 * leaves it null (the route then behaves as for an anonymous visitor).
 */
@Injectable()
export class OptionalJwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    request.user = await this.tokens.authenticate(request.headers.authorization);
    return true;
  }
}

/**
 * Administrators only. Use after JwtAuthGuard: `@UseGuards(JwtAuthGuard, AdminGuard)`. 401 without a user, 403 for
 * a signed-in non-admin.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser | null }>().user;
    if (!user) throw new AppError('AUTH.UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    if (!user.isAdmin) throw new AppError('AUTH.FORBIDDEN', FORBIDDEN_MESSAGE);
    return true;
  }
}
