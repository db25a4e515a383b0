import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../http/app-error';
import { ACCESS_TOKEN_STRATEGY, AccessTokenStrategy, type StrategyRequest } from './access-token.strategy';
import type { AuthenticatedUser } from './authenticated-user';

export const UNAUTHENTICATED_MESSAGE = 'You need to log in to access this feature';
export const FORBIDDEN_MESSAGE = "You don't have permission to access this feature";

type RequestWithUser = StrategyRequest & { user?: AuthenticatedUser | null };

/**
 * Both access-token guards: a token verified before ({@link AccessTokenStrategy.rememberedUser}) goes to the user
 * lookup; any other request through passport (the strategy). `handleRequest` gives each guard its answer.
 */
abstract class AccessTokenGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  // Injected as a property, as AuthGuard takes its options, so the guards keep a constructor without arguments.
  @Inject(AccessTokenStrategy) private readonly tokens!: AccessTokenStrategy;

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const remembered = this.tokens.rememberedUser(request);
    if (remembered === undefined) return (await super.canActivate(context)) as boolean;
    request.user = this.handleRequest(null, await remembered, undefined, context);
    return true;
  }
}

/**
 * Requires a valid bearer access token; answers 401 with the envelope otherwise. Sets request.user. Database errors
 * pass through (not an authentication problem).
 */
@Injectable()
export class JwtAuthGuard extends AccessTokenGuard {
  override handleRequest<TUser = AuthenticatedUser>(error: Error | null, user: TUser | false | null): TUser {
    if (error) throw error;
    if (!user) throw new AppError('AUTH.UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    return user;
  }
}

/**
 * For routes anonymous visitors may call: a valid token sets request.user; no token, or an invalid/expired one,
 * leaves it null (the route then behaves as for an anonymous visitor).
 */
@Injectable()
export class OptionalJwtAuthGuard extends AccessTokenGuard {
  override handleRequest<TUser = AuthenticatedUser>(
    error: Error | null,
    user: TUser | false | null,
  ): TUser | null {
    if (error) throw error;
    return user || null;
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
