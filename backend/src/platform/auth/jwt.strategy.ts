import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../modules/users/user.entity';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import type { AccessTokenClaims } from './access-token';
import { isAdminAccount, type AuthenticatedUser } from './authenticated-user';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer access tokens: HS256 only (no 'none', no RS/HS confusion), exp enforced, and the user must still exist.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Returning false makes passport answer 401 (the guard turns it into the envelope). */
  async validate(payload: Partial<AccessTokenClaims>): Promise<AuthenticatedUser | false> {
    if (typeof payload.sub !== 'string' || !UUID_RE.test(payload.sub)) return false;
    const user = await this.dataSource.getRepository(UserEntity).findOne({
      where: { id: payload.sub },
      select: { id: true, email: true, isAdmin: true, emailVerified: true },
    });
    if (!user) return false;
    return {
      id: user.id,
      email: user.email,
      isAdmin: isAdminAccount(user, this.config.adminEmails),
      emailVerified: user.emailVerified,
    };
  }
}
