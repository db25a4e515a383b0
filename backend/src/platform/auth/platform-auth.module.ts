import { Global, Module } from '@nestjs/common';
import { AccessTokenStrategy } from './access-token.strategy';
import { AdminGuard, JwtAuthGuard, OptionalJwtAuthGuard } from './guards';
import { SignedInUsers } from './signed-in-users';

/** Registers the access-token strategy, the signed-in users' cache and the guards once for every module (global). */
@Global()
@Module({
  providers: [AccessTokenStrategy, SignedInUsers, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
  exports: [AccessTokenStrategy, SignedInUsers, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
})
export class PlatformAuthModule {}
