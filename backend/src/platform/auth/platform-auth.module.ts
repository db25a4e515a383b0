import { Global, Module } from '@nestjs/common';
import { AccessTokenVerifier } from './access-token-verifier';
import { AdminGuard, JwtAuthGuard, OptionalJwtAuthGuard } from './guards';

/** Registers the token verifier and the guards once for every module (global). */
@Global()
@Module({
  providers: [AccessTokenVerifier, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
  exports: [AccessTokenVerifier, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
})
export class PlatformAuthModule {}
