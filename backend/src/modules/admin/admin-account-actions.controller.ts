import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
} from '@nestjs/swagger';
import { CurrentUser, StaffOnly, type AuthenticatedUser } from '../../platform/auth';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { StaffAccountActions } from '../auth';
import { AdminAuditService } from '../error-logs';

/** The answer of a staff action on an account: what was done, in a sentence the admin app shows as its toast. */
export class AdminAccountActionResultDto {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Password reset email sent to uma@example.com' }) message!: string;
}

const userIdPipe = uuidParam('USER.NOT_FOUND', 'User Not Found');

/** The audit action names of the account actions (Dev > Audit Logs lists them). */
export const ACCOUNT_AUDIT_ACTIONS = {
  resendVerification: 'users.resend_verification',
  passwordReset: 'users.send_password_reset',
  makeAdmin: 'users.make_admin',
  removeAdmin: 'users.remove_admin',
  disable: 'users.disable',
  enable: 'users.enable',
} as const;

/**
 * Staff actions on a customer's page (docs/decisions.md, "Staff actions on a customer's account"), each audited
 * with its outcome (refused attempts too), as the order actions are.
 */
@StaffOnly()
@ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'User Not Found' })
@ApiConflictResponse({
  type: ErrorEnvelopeDto,
  description: 'Not possible in the account state (already verified, ADMIN_EMAILS admin, own account...)',
})
@Controller('admin/users/:userId')
export class AdminAccountActionsController {
  constructor(
    private readonly accounts: StaffAccountActions,
    private readonly audit: AdminAuditService,
  ) {}

  private async act(
    staff: AuthenticatedUser,
    action: string,
    userId: string,
    work: () => Promise<{ email: string }>,
    message: (email: string) => string,
  ): Promise<AdminAccountActionResultDto> {
    const { email } = await this.audit.around(
      staff,
      { action, objectType: 'user', objectId: userId },
      work,
      (r) => ({
        email: r.email,
      }),
    );
    return { success: true, message: message(email) };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminResendVerification',
    summary: "Resend the account's verification email",
  })
  @ApiOkResponse({ type: AdminAccountActionResultDto })
  resendVerification(
    @CurrentUser() staff: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<AdminAccountActionResultDto> {
    return this.act(
      staff,
      ACCOUNT_AUDIT_ACTIONS.resendVerification,
      userId,
      () => this.accounts.resendVerification(userId),
      (email) => `Verification email sent to ${email}`,
    );
  }

  @Post('password-reset')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminSendPasswordReset', summary: 'Email the account a password reset link' })
  @ApiOkResponse({ type: AdminAccountActionResultDto })
  passwordReset(
    @CurrentUser() staff: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<AdminAccountActionResultDto> {
    return this.act(
      staff,
      ACCOUNT_AUDIT_ACTIONS.passwordReset,
      userId,
      () => this.accounts.sendPasswordReset(userId),
      (email) => `Password reset email sent to ${email}`,
    );
  }

  @Post('administrator')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminMakeAdministrator', summary: 'Make the account an administrator' })
  @ApiOkResponse({ type: AdminAccountActionResultDto })
  makeAdmin(
    @CurrentUser() staff: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<AdminAccountActionResultDto> {
    return this.act(
      staff,
      ACCOUNT_AUDIT_ACTIONS.makeAdmin,
      userId,
      () => this.accounts.setAdministrator(staff, userId, true),
      (email) => `${email} is now an administrator`,
    );
  }

  @Delete('administrator')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminRemoveAdministrator', summary: 'Take the administrator role back' })
  @ApiOkResponse({ type: AdminAccountActionResultDto })
  removeAdmin(
    @CurrentUser() staff: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<AdminAccountActionResultDto> {
    return this.act(
      staff,
      ACCOUNT_AUDIT_ACTIONS.removeAdmin,
      userId,
      () => this.accounts.setAdministrator(staff, userId, false),
      (email) => `${email} is no longer an administrator`,
    );
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminDisableAccount',
    summary: 'Disable the account: sign-in refused, every session ended (reversible)',
  })
  @ApiOkResponse({ type: AdminAccountActionResultDto })
  disable(
    @CurrentUser() staff: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<AdminAccountActionResultDto> {
    return this.act(
      staff,
      ACCOUNT_AUDIT_ACTIONS.disable,
      userId,
      () => this.accounts.disable(staff, userId),
      (email) => `${email} is disabled and signed out everywhere`,
    );
  }

  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminEnableAccount',
    summary: 'Enable a disabled account (sign-in works again)',
  })
  @ApiOkResponse({ type: AdminAccountActionResultDto })
  enable(
    @CurrentUser() staff: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
  ): Promise<AdminAccountActionResultDto> {
    return this.act(
      staff,
      ACCOUNT_AUDIT_ACTIONS.enable,
      userId,
      () => this.accounts.enable(userId),
      (email) => `${email} can sign in again`,
    );
  }
}
