import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthTokensRepository } from './auth-tokens.repository';
import { AuthService } from './auth.service';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';
import { RefreshTokensService } from './refresh-tokens.service';
import { StaffAccountActions } from './staff-account-actions.service';
import { VerificationProofs } from './verification-proof';

@Module({
  imports: [UsersModule, JobsModule, RateLimitModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthTokensRepository,
    OneTimeTokensService,
    OneTimeTokensRepository,
    PasswordHasher,
    RefreshTokensService,
    StaffAccountActions,
    VerificationProofs,
  ],
  exports: [PasswordHasher, RefreshTokensService, StaffAccountActions],
})
export class AuthModule {}
