import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  ERROR_CATALOGUE,
  isValid,
  LIMITS,
  MESSAGES,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  type FieldErrors,
  type Mailer,
  shopPaths,
  shopUrl,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import { MAILER } from '@petart/domain';
import { signAccessToken } from '../../platform/auth/access-token';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { passwordResetEmail } from '../mail';
import { verificationEmail } from '../mail';
import { toUserDto, type UserDto } from '../users';
import type { UserEntity } from '../users';
import { normalizeEmail, UsersRepository } from '../users';
import { validationError } from '../users';
import {
  AUTH_TEXTS,
  REDIRECT_AFTER_LOGIN,
  RESET_TOKEN_TTL_MS,
  VERIFICATION_TOKEN_TTL_MS,
} from './auth.messages';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { OneTimeTokensService } from './one-time-tokens.service';
import { PasswordHasher } from './password-hasher';
import { RateLimiterService } from '../../platform/rate-limit/rate-limiter.service';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';
import { RefreshTokensService } from './refresh-tokens.service';
import { VerificationProofs } from './verification-proof';

function throwIfInvalid(errors: FieldErrors): void {
  if (!isValid(errors)) throw validationError(Object.values(errors).filter((m) => m !== undefined));
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * What the emailed verification link did: verified the email and opened a session in the browser that registered
 * (the refresh secret to set as the login's cookie), verified it in another browser (no session: log in), found the
 * email verified already (a used link), or nothing (unknown, expired or superseded link).
 */
export type VerificationLinkOutcome =
  | { result: 'verified'; refreshToken: string }
  | { result: 'verified-elsewhere' }
  | { result: 'already-verified' }
  | { result: 'invalid' };

export interface LoginResult {
  user: UserDto;
  authToken: string;
  redirectTo: string;
  refreshToken: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('AuthService');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiterService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly oneTimeTokens: OneTimeTokensService,
    private readonly jobs: JobQueue,
    private readonly proofs: VerificationProofs,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmailWithPassword(email);
  }

  /**
   * A new unverified account and its verification email; `verificationProof` is for the registering browser only
   * (the controller sets it as a cookie), so that the emailed link signs in that browser and no other.
   */
  async register(body: { email: string; password: string; confirmPassword?: string }, ip: string) {
    const errors: FieldErrors = validateLogin(body);
    if (body.password.length > LIMITS.resetPasswordMax) errors.password ??= MESSAGES.resetPasswordMax;
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
    throwIfInvalid(errors);
    await this.limiter.hit([[AUTH_RATE_LIMITS.registerPerIp, ip]]);
    const email = normalizeEmail(body.email);
    const duplicate = () =>
      new AppError('AUTH.EMAIL_ALREADY_EXISTS', ERROR_CATALOGUE.EMAIL_ALREADY_EXISTS.message);
    if (await this.findByEmail(email)) throw duplicate();
    const password = await this.hasher.hash(body.password);
    let user: UserEntity;
    try {
      // The account and its verification email's job commit together: the email goes out (and is retried) even if
      // this process dies right after the answer.
      user = await this.dataSource.transaction(async (manager) => {
        const created = await this.users.create(email, password, manager);
        await this.jobs.send(manager, OtherJob.VerificationEmail, { email });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
    return { message: AUTH_TEXTS.registered, email, verificationProof: this.proofs.issue(user.id) };
  }

  async login(body: { email: string; password: string }, ip: string): Promise<LoginResult> {
    const email = normalizeEmail(body.email);
    await this.limiter.hit([
      [AUTH_RATE_LIMITS.loginPerIpEmail, `${ip}:${email}`],
      [AUTH_RATE_LIMITS.loginPerIp, ip],
    ]);
    const user = await this.findByEmail(email);
    let passwordOk = false;
    if (user?.password) passwordOk = await this.hasher.verify(user.password, body.password);
    else await this.hasher.burn(body.password);
    if (!user || !passwordOk) {
      throw new AppError('AUTH.INVALID_CREDENTIALS', ERROR_CATALOGUE.INVALID_CREDENTIALS.message);
    }
    if (user.disabledAt) {
      throw new AppError('AUTH.ACCOUNT_DISABLED', AUTH_TEXTS.accountDisabled(this.config.supportEmail));
    }
    if (!user.emailVerified) {
      throw new AppError(
        'AUTH.EMAIL_VERIFICATION_REQUIRED',
        ERROR_CATALOGUE.EMAIL_VERIFICATION_REQUIRED.message,
        { extra: { requiresVerification: true, email: user.email } },
      );
    }
    const now = this.clock.now();
    await this.users.recordLogin(user.id, now);
    user.lastLoginAt = now;
    const refreshToken = await this.refreshTokens.issue(user, now);
    return {
      user: toUserDto(user, this.config.adminEmails),
      // Access tokens are on the wall clock: jsonwebtoken judges their exp by it, and a password change ends those
      // issued before it by the same clock (UsersRepository.setPassword).
      authToken: signAccessToken(user.id, this.config.jwtSecret, undefined, undefined, user.sessionEpoch),
      redirectTo: REDIRECT_AFTER_LOGIN,
      refreshToken,
    };
  }

  /**
   * New access token + rotated refresh secret, both of the session's epoch; 401 for a missing, expired, revoked or
   * replayed token, and for one whose sessions ended (a reset, a disable) or whose account is disabled.
   */
  async refresh(secret: string | undefined): Promise<{ token: string; refreshToken: string }> {
    const refused = () => new AppError('AUTH.UNAUTHENTICATED', AUTH_TEXTS.refreshInvalid);
    if (!secret) throw refused();
    const result = await this.refreshTokens.rotate(secret);
    if (!result.ok) {
      if (result.reuse) this.logger.warn('Refresh token reuse detected: token family revoked');
      throw refused();
    }
    const token = signAccessToken(result.userId, this.config.jwtSecret, undefined, undefined, result.epoch);
    return { token, refreshToken: result.secret };
  }

  async logout(secret: string | undefined): Promise<void> {
    if (secret) await this.refreshTokens.revokeFamilyOf(secret);
  }

  /** Always the same answer; the lookup and the email are a job, run after the response. */
  async resendVerification(body: { email: string }, ip: string): Promise<{ message: string }> {
    throwIfInvalid(validateForgotPassword(body));
    const email = normalizeEmail(body.email);
    await this.limiter.hit([
      [AUTH_RATE_LIMITS.emailLinkPerEmail, `resend:${email}`],
      [AUTH_RATE_LIMITS.emailLinkPerIp, `resend:${ip}`],
    ]);
    await this.jobs.send(undefined, OtherJob.VerificationEmail, { email });
    return { message: AUTH_TEXTS.resendAnswer };
  }

  /** Marks the token used and the email verified; false for an unknown, used or expired token. */
  async verifyEmail(secret: string | undefined): Promise<boolean> {
    return (await this.consumeVerification(secret)) !== undefined;
  }

  /**
   * The emailed link: verifies the email and, in the browser that registered (`proof`, its cookie), signs the
   * customer in (a new refresh-token family, as a login). Any other browser only verifies: a link opened elsewhere
   * must not sign that browser in as the link's owner (login CSRF). The token is consumed atomically (one UPDATE ...
   * WHERE used_at IS NULL AND expires_at > now), so a link opens at most one session; a used, expired or unknown link
   * never does.
   */
  async verifyEmailLink(secret: string | undefined, proof?: string): Promise<VerificationLinkOutcome> {
    const userId = await this.consumeVerification(secret);
    if (!userId) {
      const owner = secret ? await this.oneTimeTokens.owner('verification', secret) : undefined;
      const user = owner ? await this.users.findById(owner) : null;
      return user?.emailVerified ? { result: 'already-verified' } : { result: 'invalid' };
    }
    const user = await this.users.findById(userId);
    if (!user || user.disabledAt) return { result: 'invalid' };
    if (!this.proofs.proves(proof, userId)) return { result: 'verified-elsewhere' };
    const now = this.clock.now();
    await this.users.recordLogin(userId, now);
    return { result: 'verified', refreshToken: await this.refreshTokens.issue(user, now) };
  }

  /** Marks a live verification token used and its user's email verified (one transaction); the user id. */
  private async consumeVerification(secret: string | undefined): Promise<string | undefined> {
    if (!secret) return undefined;
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.oneTimeTokens.consume('verification', secret, manager);
      if (userId) await this.users.markEmailVerified(manager, userId);
      return userId;
    });
  }

  /** Always the same answer; the lookup and the reset email are a job, run after the response. */
  async forgotPassword(body: { email: string }, ip: string): Promise<{ message: string }> {
    throwIfInvalid(validateForgotPassword(body));
    const email = normalizeEmail(body.email);
    await this.limiter.hit([
      [AUTH_RATE_LIMITS.emailLinkPerEmail, `forgot:${email}`],
      [AUTH_RATE_LIMITS.emailLinkPerIp, `forgot:${ip}`],
    ]);
    await this.jobs.send(undefined, OtherJob.PasswordResetEmail, { email });
    return { message: AUTH_TEXTS.forgotAnswer };
  }

  async verifyResetToken(secret: string | undefined): Promise<{ valid: boolean; message?: string }> {
    if (!secret) throw new AppError('AUTH.RESET_TOKEN_INVALID', AUTH_TEXTS.resetTokenMissing);
    const userId = await this.oneTimeTokens.peek('reset', secret);
    return userId ? { valid: true } : { valid: false, message: AUTH_TEXTS.resetTokenInvalid };
  }

  async resetPassword(body: { token: string; password: string; confirmPassword: string }) {
    throwIfInvalid(validateResetPassword(body));
    const password = await this.hasher.hash(body.password);
    // The new password and the end of every session commit together: no session outlives the old password.
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.oneTimeTokens.consume('reset', body.token, manager);
      if (!id) return undefined;
      await this.users.setPassword(manager, id, password);
      await this.refreshTokens.endAllSessions(manager, id);
      return id;
    });
    if (!userId) throw new AppError('AUTH.RESET_TOKEN_INVALID', AUTH_TEXTS.resetTokenInvalid);
    this.users.forgetSignedIn(userId);
    return { success: true, message: AUTH_TEXTS.resetDone };
  }

  /** Emails a new password reset link (1 hour, single use) to the account; the forgot-password flow and staff use it. */
  async sendPasswordReset(user: Pick<UserEntity, 'id' | 'email'>): Promise<void> {
    const token = await this.oneTimeTokens.issue('reset', user.id, RESET_TOKEN_TTL_MS);
    const resetUrl = shopUrl(this.config.publicUrl, shopPaths.resetPassword(token));
    await this.mailer.send({
      to: user.email,
      ...passwordResetEmail({ resetUrl, supportEmail: this.config.supportEmail }),
      tag: 'password-reset',
    });
  }

  /** The verification email's job: sent while the account of the address exists, unverified and enabled. */
  @OnJob(OtherJob.VerificationEmail)
  async verificationJob({ email }: { email: string }): Promise<void> {
    const user = await this.findByEmail(email);
    if (user && !user.emailVerified && !user.disabledAt) await this.sendVerification(user);
  }

  /** The reset email's job: sent while the account of the address exists. */
  @OnJob(OtherJob.PasswordResetEmail)
  async passwordResetJob({ email }: { email: string }): Promise<void> {
    const user = await this.findByEmail(email);
    if (user) await this.sendPasswordReset(user);
  }

  /** Emails a new verification link to the account (registration, the resend form, staff). */
  async sendVerification(user: Pick<UserEntity, 'id' | 'email'>): Promise<void> {
    const token = await this.oneTimeTokens.issue('verification', user.id, VERIFICATION_TOKEN_TTL_MS);
    const verifyUrl = `${this.config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email,
      ...verificationEmail({ verifyUrl, supportEmail: this.config.supportEmail }),
      tag: 'email-verification',
    });
  }
}
