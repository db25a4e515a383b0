import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, OBJECT_STORAGE, type ObjectStorage } from '@petart/domain';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { hashToken, PasswordHasher, RefreshTokensService } from '../auth';
import { UsersRepository } from '../users';
import { ExportLinkSigner } from './export-link';
import { PrivacyAudit } from './privacy-audit';
import { PrivacyRequestsRepository, type PrivacyRequestRow } from './privacy-requests.repository';
import { PRIVACY_TEXTS } from './privacy.texts';
import { RateLimiterService, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';

/** A request as its owner sees it. */
export interface OwnPrivacyRequest {
  id: string;
  kind: PrivacyRequestRow['kind'];
  state: string;
  createdAt: string;
  linkExpiresAt: string | null;
}

/** The state a reader sees: a ready export whose link has passed reads `expired`, a deletion link too. */
export function visibleState(row: PrivacyRequestRow, now: Date): string {
  if (row.state === 'ready' && row.linkExpiresAt && row.linkExpiresAt <= now) return 'expired';
  if (row.state === 'awaiting_confirmation' && row.tokenExpiresAt && row.tokenExpiresAt <= now)
    return 'expired';
  return row.state;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/**
 * Passwords tried to delete an account: 5 per 15 minutes per account (times RATE_LIMIT_SCALE), as many as sign-in
 * allows per address. A stolen session must not become a way to guess the password (which the deletion checks);
 * every try counts, a right one included, shared by every replica (rate_limits).
 */
export const DELETION_PASSWORD_RATE_LIMIT = {
  name: 'deletion-password:user',
  limit: 5,
  windowMs: 15 * 60_000,
} as const satisfies RateLimitRule;

/**
 * A customer's rights over their own data (docs/decisions.md D-305): a copy of it (an archive prepared in the
 * background and emailed as a signed link for 7 days) and the deletion of the account (the password, then an emailed
 * link; the work itself is the AccountDeletion job). Every step is audited.
 */
@Injectable()
export class PrivacyService {
  private readonly links: ExportLinkSigner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly requests: PrivacyRequestsRepository,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: RefreshTokensService,
    private readonly jobs: JobQueue,
    private readonly audit: PrivacyAudit,
    private readonly limiter: RateLimiterService,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.links = new ExportLinkSigner(config.jwtSecret);
  }

  private toOwn(row: PrivacyRequestRow, now: Date): OwnPrivacyRequest {
    return {
      id: row.id,
      kind: row.kind,
      state: visibleState(row, now),
      createdAt: new Date(row.createdAt).toISOString(),
      linkExpiresAt: iso(row.linkExpiresAt),
    };
  }

  /** The caller's requests, newest first. */
  async mine(user: AuthenticatedUser): Promise<OwnPrivacyRequest[]> {
    const now = this.clock.now();
    return (await this.requests.ofUser(user.id)).map((row) => this.toOwn(row, now));
  }

  /**
   * Asks for a copy of the caller's data: the archive is made by the DataExport job, queued with the request. One
   * export is prepared at a time: asking again meanwhile answers the one under way.
   */
  async requestExport(user: AuthenticatedUser): Promise<{ message: string; request: OwnPrivacyRequest }> {
    const now = this.clock.now();
    const { row, created } = await this.dataSource.transaction(async (manager) => {
      await this.users.lock(manager, user.id);
      const preparing = await this.requests.preparingExportOf(manager, user.id);
      if (preparing) return { row: preparing, created: false };
      const inserted = await this.requests.insert(manager, {
        kind: 'export',
        state: 'preparing',
        userId: user.id,
        createdAt: now,
      });
      await this.jobs.send(manager, OtherJob.DataExport, { requestId: inserted.id }, { key: inserted.id });
      return { row: inserted, created: true };
    });
    if (created) await this.audit.byCustomer(user.id, 'privacy.export.requested', row.id);
    return { message: PRIVACY_TEXTS.exportRequested, request: this.toOwn(row, now) };
  }

  /**
   * The archive of a ready export, for its owner only: someone else's request, an unknown one or a link whose
   * signature does not hold answer the same 404; an expired link 410; one still being prepared 409.
   */
  async archive(
    user: AuthenticatedUser,
    requestId: string,
    expires: number,
    signature: string,
  ): Promise<{ body: Uint8Array; fileName: string }> {
    const notFound = () => new AppError('PRIVACY.EXPORT_NOT_FOUND', PRIVACY_TEXTS.exportNotFound);
    const row = await this.requests.find(requestId);
    if (!row || row.kind !== 'export' || row.userId !== user.id) throw notFound();
    if (!Number.isSafeInteger(expires) || !this.links.verifies(row.id, expires, signature)) throw notFound();
    const now = this.clock.now();
    if (row.state === 'preparing')
      throw new AppError('PRIVACY.EXPORT_NOT_READY', PRIVACY_TEXTS.exportNotReady);
    if (row.state !== 'ready' || !row.archiveKey) throw notFound();
    if (expires <= now.getTime() || (row.linkExpiresAt && row.linkExpiresAt <= now))
      throw new AppError('PRIVACY.LINK_EXPIRED', PRIVACY_TEXTS.exportExpired);
    const stored = await this.storage.get(row.archiveKey);
    if (!stored) throw new AppError('PRIVACY.LINK_EXPIRED', PRIVACY_TEXTS.exportExpired);
    await this.audit.byCustomer(user.id, 'privacy.export.downloaded', row.id);
    const day = new Date(row.createdAt).toISOString().slice(0, 10);
    return { body: stored.body, fileName: `petart-data-${day}.zip` };
  }

  /** The signed link of a ready export (its emailed link and the tests'). */
  signedLink(requestId: string, linkExpiresAt: Date): { expires: number; signature: string } {
    const expires = linkExpiresAt.getTime();
    return { expires, signature: this.links.sign(requestId, expires) };
  }

  /**
   * First step of a deletion: the password proves it is the account's owner (400 with a message otherwise, 429 after
   * DELETION_PASSWORD_RATE_LIMIT tries); then a
   * link is emailed (the DeletionConfirmationEmail job) and nothing else changes until it is opened. A newer request
   * replaces the waiting one, so only the latest link works.
   */
  async requestDeletion(user: AuthenticatedUser, password: string): Promise<{ message: string }> {
    await this.limiter.hit([[DELETION_PASSWORD_RATE_LIMIT, user.id]]);
    const account = await this.users.findByEmailWithPassword(user.email);
    const ok =
      account?.id === user.id &&
      account.password !== null &&
      (await this.hasher.verify(account.password, password));
    if (!ok) {
      if (!account?.password) await this.hasher.burn(password);
      await this.audit.byCustomer(user.id, 'privacy.deletion.password_refused', user.id);
      throw new AppError('PRIVACY.PASSWORD_INCORRECT', PRIVACY_TEXTS.passwordIncorrect, {
        details: [PRIVACY_TEXTS.passwordIncorrect],
      });
    }
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      await this.users.lock(manager, user.id);
      await this.requests.supersedeWaitingDeletions(manager, user.id);
      const inserted = await this.requests.insert(manager, {
        kind: 'deletion',
        state: 'awaiting_confirmation',
        userId: user.id,
        createdAt: now,
      });
      await this.jobs.send(
        manager,
        OtherJob.DeletionConfirmationEmail,
        { requestId: inserted.id },
        { key: inserted.id },
      );
      return inserted;
    });
    await this.audit.byCustomer(user.id, 'privacy.deletion.requested', row.id);
    return { message: PRIVACY_TEXTS.deletionRequested(user.email) };
  }

  /**
   * The emailed link, opened: used once, within 24 hours, only the latest one. Signs the account out everywhere at
   * once (the session epoch moves on and every refresh token is revoked) and queues the deletion in the same
   * transaction; the account cannot sign in from then on (it is disabled until the job deletes it).
   */
  async confirmDeletion(token: string): Promise<{ message: string }> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await this.requests.lockByToken(manager, hashToken(token));
      if (!row || row.state !== 'awaiting_confirmation') return { refused: 'invalid' as const, row };
      if (!row.tokenExpiresAt || row.tokenExpiresAt <= now) return { refused: 'expired' as const, row };
      await this.requests.markConfirmed(manager, row.id, now);
      await this.users.setDisabled(row.userId, now, manager);
      await this.sessions.endAllSessions(manager, row.userId, now);
      await this.jobs.send(manager, OtherJob.AccountDeletion, { requestId: row.id }, { key: row.id });
      return { refused: undefined, row };
    });
    if (outcome.refused === 'expired') {
      await this.audit.byCustomer(outcome.row.userId, 'privacy.deletion.link_expired', outcome.row.id);
      throw new AppError('PRIVACY.LINK_EXPIRED', PRIVACY_TEXTS.linkExpired, {
        details: [PRIVACY_TEXTS.linkExpired],
      });
    }
    if (outcome.refused === 'invalid' || !outcome.row) {
      throw new AppError('PRIVACY.LINK_INVALID', PRIVACY_TEXTS.linkInvalid, {
        details: [PRIVACY_TEXTS.linkInvalid],
      });
    }
    this.users.forgetSignedIn(outcome.row.userId);
    await this.audit.byCustomer(outcome.row.userId, 'privacy.deletion.confirmed', outcome.row.id);
    return { message: PRIVACY_TEXTS.deletionConfirmed };
  }
}
