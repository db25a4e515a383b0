import '@fastify/cookie';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Query,
  Redirect,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/guards';
import { Inject } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { clearSignedInCookie, setSignedInCookie } from '../../platform/http/signed-in-cookie';
import { UserDto } from '../users';
import { UsersService } from '../users';
import {
  EmailDto,
  LoginDto,
  LoginResponseDto,
  MessageDto,
  RefreshResponseDto,
  RegisterDto,
  RegisterResponseDto,
  ResetPasswordDto,
  ResetTokenStatusDto,
  SuccessDto,
  SuccessMessageDto,
  TokenDto,
} from './auth.dto';
import { AUTH_TEXTS, REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_TOKEN_TTL_MS } from './auth.messages';
import { AuthService } from './auth.service';
import { JsonOnlyGuard, TrustedOriginGuard } from './auth-request.guards';
import { VERIFY_COOKIE, VERIFY_COOKIE_PATH, VERIFY_PROOF_TTL_SECONDS } from './verification-proof';

const FOREIGN_ORIGIN = {
  type: ErrorEnvelopeDto,
  description: 'AUTH.ORIGIN_FORBIDDEN: the Origin header is not PUBLIC_URL, ADMIN_URL or one of CORS_ORIGINS',
};

@ApiTags('auth')
@Controller()
@UseGuards(JsonOnlyGuard)
@ApiUnsupportedMediaTypeResponse({ type: ErrorEnvelopeDto, description: 'The body is not application/json' })
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  /** Cookies only over HTTPS in production (local profiles run on plain http://localhost). */
  private get secureCookies(): boolean {
    return this.config.profile === 'production';
  }

  private setRefreshCookie(reply: FastifyReply, secret: string): void {
    void reply.setCookie(REFRESH_COOKIE, secret, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: REFRESH_COOKIE_PATH,
      maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
    });
    // Lives and dies with the refresh cookie: page requests (which never carry that one) can tell a session exists.
    setSignedInCookie(reply, {
      secure: this.secureCookies,
      maxAgeSeconds: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
    });
  }

  private clearRefreshCookie(reply: FastifyReply): void {
    void reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: REFRESH_COOKIE_PATH,
    });
    clearSignedInCookie(reply, { secure: this.secureCookies });
  }

  /** The registering browser's proof for the emailed link (verification-proof.ts); `maxAge` 0 clears it. */
  private setVerifyCookie(reply: FastifyReply, proof: string, maxAge = VERIFY_PROOF_TTL_SECONDS): void {
    void reply.setCookie(VERIFY_COOKIE, proof, {
      httpOnly: true,
      // Lax: sent when the link is opened from a mail client (a top-level GET), never with a cross-site request.
      sameSite: 'lax',
      secure: this.secureCookies,
      path: VERIFY_COOKIE_PATH,
      maxAge,
    });
  }

  @Post('register')
  @UseGuards(TrustedOriginGuard)
  @ApiOperation({ operationId: 'register', summary: 'Create an account and send the verification email' })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'VALIDATION_ERROR or EMAIL_ALREADY_EXISTS' })
  @ApiForbiddenResponse(FOREIGN_ORIGIN)
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto })
  async register(
    @Body() body: RegisterDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RegisterResponseDto> {
    const { verificationProof, ...result } = await this.auth.register(body, request.ip);
    this.setVerifyCookie(reply, verificationProof);
    return result;
  }

  @Post('login')
  @UseGuards(TrustedOriginGuard)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'login',
    summary: 'Log in: access token in the body, refresh token in a cookie',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto, description: 'INVALID_CREDENTIALS' })
  @ApiForbiddenResponse({
    type: ErrorEnvelopeDto,
    description:
      'EMAIL_VERIFICATION_REQUIRED (with requiresVerification: true and email), or AUTH.ORIGIN_FORBIDDEN (foreign Origin)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponseDto> {
    const { refreshToken, ...result } = await this.auth.login(body, request.ip);
    this.setRefreshCookie(reply, refreshToken);
    return result;
  }

  @Post('logout')
  @UseGuards(TrustedOriginGuard)
  @HttpCode(200)
  @ApiOperation({ operationId: 'logout', summary: 'Revoke the refresh token family of the cookie' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiForbiddenResponse(FOREIGN_ORIGIN)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SuccessDto> {
    await this.auth.logout(request.cookies[REFRESH_COOKIE]);
    this.clearRefreshCookie(reply);
    return { success: true };
  }

  @Post('auth/refresh')
  @UseGuards(TrustedOriginGuard)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'refreshToken',
    summary: 'New access token from the refresh cookie (rotated)',
  })
  @ApiOkResponse({ type: RefreshResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto })
  @ApiForbiddenResponse(FOREIGN_ORIGIN)
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RefreshResponseDto> {
    try {
      const { token, refreshToken } = await this.auth.refresh(request.cookies[REFRESH_COOKIE]);
      this.setRefreshCookie(reply, refreshToken);
      return { token };
    } catch (error) {
      if (error instanceof AppError) this.clearRefreshCookie(reply);
      throw error;
    }
  }

  @Get('auth/me')
  @UseGuards(JwtAuthGuard)
  @Header('cache-control', 'no-store')
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'getMe', summary: 'The signed-in user (same shape as GET /user)' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto })
  me(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.users.getProfile(user.id);
  }

  @Post('auth/resend-verification')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'resendVerification',
    summary: 'Send a new verification email (same answer always)',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto })
  resendVerification(@Body() body: EmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    return this.auth.resendVerification(body, request.ip);
  }

  @Get('auth/verify-email')
  @Redirect()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'verifyEmailLink',
    summary:
      'The emailed link: verifies, signs in the browser that registered (refresh cookie, as a login), then ' +
      'redirects to /auth',
  })
  @ApiQuery({ name: 'token', required: false })
  @ApiFoundResponse({
    description:
      'To /auth?verified=true (verified; signed in when this browser registered the account, else log in), ' +
      '/auth?verified=already (a used link of a verified email: log in) or /auth?verified=false&reason=invalid ' +
      '(unknown, expired or superseded link)',
  })
  async verifyEmailLink(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('token') token?: string,
  ): Promise<{ url: string; statusCode: number }> {
    const outcome = await this.auth.verifyEmailLink(
      typeof token === 'string' ? token : undefined,
      request.cookies[VERIFY_COOKIE],
    );
    if (outcome.result === 'verified') {
      this.setRefreshCookie(reply, outcome.refreshToken);
      this.setVerifyCookie(reply, '', 0); // spent with the link
    }
    const query = {
      verified: 'verified=true',
      // The shop's page shows 'Email Verified!' with 'Continue to Login' when no session came with the link.
      'verified-elsewhere': 'verified=true',
      'already-verified': 'verified=already',
      invalid: 'verified=false&reason=invalid',
    }[outcome.result];
    return { url: `${this.config.publicUrl}/auth?${query}`, statusCode: 302 };
  }

  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOperation({ operationId: 'verifyEmail', summary: 'Verify an email with the token (API clients)' })
  @ApiOkResponse({ type: SuccessDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async verifyEmail(@Body() body: TokenDto): Promise<SuccessDto> {
    if (!(await this.auth.verifyEmail(body.token))) {
      throw new AppError('AUTH.VERIFICATION_TOKEN_INVALID', AUTH_TEXTS.verificationTokenInvalid);
    }
    return { success: true };
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'forgotPassword', summary: 'Email a reset link (same answer always)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiTooManyRequestsResponse({ type: ErrorEnvelopeDto })
  forgotPassword(@Body() body: EmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    return this.auth.forgotPassword(body, request.ip);
  }

  @Get('auth/verify-reset-token')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'verifyResetToken', summary: 'Whether a reset link is still usable' })
  @ApiQuery({ name: 'token', required: false })
  @ApiOkResponse({ type: ResetTokenStatusDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Reset token is missing or invalid' })
  verifyResetToken(@Query('token') token?: string): Promise<ResetTokenStatusDto> {
    return this.auth.verifyResetToken(typeof token === 'string' && token !== '' ? token : undefined);
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'resetPassword', summary: 'Set a new password with a reset token' })
  @ApiOkResponse({ type: SuccessMessageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  resetPassword(@Body() body: ResetPasswordDto): Promise<SuccessMessageDto> {
    return this.auth.resetPassword(body);
  }
}
