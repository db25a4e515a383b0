import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminGuard, JwtAuthGuard, OptionalJwtAuthGuard } from './guards';
import { JwtStrategy } from './jwt.strategy';

/** Registers the JWT strategy and the guards once for every module (global). */
@Global()
@Module({
  imports: [PassportModule.register({ session: false })],
  providers: [JwtStrategy, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
  exports: [PassportModule, JwtAuthGuard, OptionalJwtAuthGuard, AdminGuard],
})
export class PlatformAuthModule {}
