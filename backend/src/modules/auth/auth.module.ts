import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BackgroundTasks } from './background-tasks';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';
import { RateLimiterService } from './rate-limiter.service';
import { RefreshTokensService } from './refresh-tokens.service';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    BackgroundTasks,
    OneTimeTokensService,
    PasswordHasher,
    RateLimiterService,
    RefreshTokensService,
  ],
  exports: [PasswordHasher, RateLimiterService, BackgroundTasks],
})
export class AuthModule {}
