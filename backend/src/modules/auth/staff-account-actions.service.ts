import { CLOCK, type Clock, isAdministrator } from '@petart/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import type { UserEntity } from '../users';
import { normalizeEmail, UsersRepository } from '../users';
import { AuthService } from './auth.service';
import { RefreshTokensService } from './refresh-tokens.service';

/** Who acts: the signed-in staff member (staff cannot demote or disable themselves). */
export interface StaffActor {
  id: string;
  email: string;
}

/** The texts of the refusals (the admin app shows them as they are). */
export const STAFF_ACCOUNT_TEXTS = {
  alreadyVerified: 'This email address is already verified',
  bootstrapAdmin:
    'This administrator is listed in ADMIN_EMAILS; remove the address there to take the role back',
  bootstrapAdminDisable:
    'This administrator is listed in ADMIN_EMAILS; remove the address there to disable the account',
  notYourself: 'You cannot do this to your own account',
  alreadyAdmin: 'This account is already an administrator',
  notAdmin: 'This account is not an administrator',
  alreadyDisabled: 'This account is already disabled',
  notDisabled: 'This account is not disabled',
} as const;

const conflict = (message: string) => new AppError('USER.ACTION_CONFLICT', message, { details: [message] });

/**
 * What staff do to a customer's account from its page (docs/decisions.md, "Staff actions on a customer's account"):
 * resend the verification email, send a password reset, grant or take back the administrator role, disable and
 * enable. The emails are the ones the customer's own forms send. Auditing is the caller's (the admin routes).
 */
@Injectable()
export class StaffAccountActions {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly refreshTokens: RefreshTokensService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async account(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('USER.NOT_FOUND', 'User Not Found');
    return user;
  }

  private isBootstrapAdmin(user: Pick<UserEntity, 'email'>): boolean {
    return this.config.adminEmails.some((email) => normalizeEmail(email) === normalizeEmail(user.email));
  }

  async resendVerification(userId: string): Promise<{ email: string }> {
    const user = await this.account(userId);
    if (user.emailVerified) throw conflict(STAFF_ACCOUNT_TEXTS.alreadyVerified);
    await this.auth.sendVerification(user);
    return { email: user.email };
  }

  async sendPasswordReset(userId: string): Promise<{ email: string }> {
    const user = await this.account(userId);
    await this.auth.sendPasswordReset(user);
    return { email: user.email };
  }

  async setAdministrator(actor: StaffActor, userId: string, makeAdmin: boolean): Promise<{ email: string }> {
    const user = await this.account(userId);
    if (!makeAdmin) {
      if (user.id === actor.id) throw conflict(STAFF_ACCOUNT_TEXTS.notYourself);
      if (this.isBootstrapAdmin(user)) throw conflict(STAFF_ACCOUNT_TEXTS.bootstrapAdmin);
    }
    if (isAdministrator(user, this.config.adminEmails) === makeAdmin) {
      throw conflict(makeAdmin ? STAFF_ACCOUNT_TEXTS.alreadyAdmin : STAFF_ACCOUNT_TEXTS.notAdmin);
    }
    await this.users.setAdmin(user.id, makeAdmin);
    return { email: user.email };
  }

  /**
   * Sign-in refused, every session ended at once (the session epoch moves on: refresh tokens and access tokens of the
   * sessions so far are refused on their next use, including one rotating at this moment). An ADMIN_EMAILS
   * administrator is refused, as taking their role is: only the configuration can take it back.
   */
  async disable(actor: StaffActor, userId: string, now = this.clock.now()): Promise<{ email: string }> {
    const user = await this.account(userId);
    if (user.id === actor.id) throw conflict(STAFF_ACCOUNT_TEXTS.notYourself);
    if (this.isBootstrapAdmin(user)) throw conflict(STAFF_ACCOUNT_TEXTS.bootstrapAdminDisable);
    if (user.disabledAt) throw conflict(STAFF_ACCOUNT_TEXTS.alreadyDisabled);
    await this.dataSource.transaction(async (manager) => {
      await this.users.setDisabled(user.id, now, manager);
      await this.refreshTokens.endAllSessions(manager, user.id, now);
    });
    this.users.forgetSignedIn(user.id);
    return { email: user.email };
  }

  /** Sign-in works again (the sessions ended by disabling stay ended). */
  async enable(userId: string): Promise<{ email: string }> {
    const user = await this.account(userId);
    if (!user.disabledAt) throw conflict(STAFF_ACCOUNT_TEXTS.notDisabled);
    await this.users.setDisabled(user.id, null);
    return { email: user.email };
  }
}
