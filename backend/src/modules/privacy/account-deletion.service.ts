import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  type Mailer,
  MAILER,
  OBJECT_STORAGE,
  type ObjectStorage,
  shopPaths,
  shopUrl,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { OtherJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { hashToken, newSecretToken } from '../auth';
import { GenerationJobsRepository } from '../generation';
import { OrderCustomerErasure } from '../orders';
import { SessionsRepository } from '../sessions';
import { UsersRepository } from '../users';
import { storageKeyOf } from './data-export.service';
import { PrivacyAudit } from './privacy-audit';
import { PrivacyRequestsRepository } from './privacy-requests.repository';
import { DELETION_LINK_TTL_MS, deletionConfirmationEmail, deletionDoneEmail } from './privacy.texts';

/**
 * The two jobs of an account deletion (docs/decisions.md D-306): the confirmation link's email, and the deletion
 * itself once the link was opened. The deletion removes the account's files from storage first (photos, artworks,
 * previews, export archives; deleting a missing file is no error, so a retry starts over safely), then in one
 * transaction anonymises the orders (the orders module's own operation), deletes the account row (its sessions,
 * tokens, cart and generations go with it) and marks the request completed. The audit trail stays.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly requests: PrivacyRequestsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly generations: GenerationJobsRepository,
    private readonly orders: OrderCustomerErasure,
    private readonly audit: PrivacyAudit,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new secret for the waiting request (the one before it stops working), emailed to the account. */
  @OnJob(OtherJob.DeletionConfirmationEmail)
  async sendConfirmation({ requestId }: { requestId: string }): Promise<void> {
    const request = await this.requests.find(requestId);
    if (request?.state !== 'awaiting_confirmation') return;
    const user = await this.users.findById(request.userId);
    if (!user) return;
    const token = newSecretToken();
    const expiresAt = new Date(this.clock.now().getTime() + DELETION_LINK_TTL_MS);
    if (!(await this.requests.setToken(request.id, hashToken(token), expiresAt))) return;
    await this.mailer.send({
      to: user.email,
      ...deletionConfirmationEmail({
        confirmUrl: shopUrl(this.config.publicUrl, shopPaths.confirmDeletion(token)),
        supportEmail: this.config.supportEmail,
      }),
      tag: 'account-deletion-confirm',
    });
  }

  @OnJob(OtherJob.AccountDeletion)
  async run({ requestId }: { requestId: string }): Promise<void> {
    const request = await this.requests.find(requestId);
    if (request?.state !== 'confirmed') return;
    const user = await this.users.findById(request.userId);
    const keys = await this.storedKeysOf(request.userId);
    for (const key of keys) await this.storage.delete(key);
    const now = this.clock.now();
    const anonymised = await this.dataSource.transaction(async (manager) => {
      const count = await this.orders.anonymise(manager, request.userId, now);
      await this.requests.forgetArchivesOf(manager, request.userId);
      await this.users.deleteAccount(manager, request.userId);
      await this.requests.markCompleted(manager, request.id, now);
      return count;
    });
    await this.audit.byCustomer(request.userId, 'privacy.deletion.completed', request.id, {
      filesDeleted: keys.length,
      ordersAnonymised: anonymised,
    });
    if (user) {
      // The last email to the address: after this the shop holds it nowhere but in the mail log of this send.
      await this.mailer
        .send({
          to: user.email,
          ...deletionDoneEmail({
            shopUrl: shopUrl(this.config.publicUrl, '/'),
            supportEmail: this.config.supportEmail,
          }),
          tag: 'account-deleted',
        })
        .catch((error: unknown) =>
          this.logger.warn(
            `The account-deleted email could not be sent: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
  }

  /** Every stored object of the account: its sessions' photos and artworks, its previews, its export archives. */
  private async storedKeysOf(userId: string): Promise<string[]> {
    const sessions = await this.sessions.allOfUser(userId);
    const paths = sessions.flatMap((session) => [
      session.originalImageUrl,
      ...session.extraPhotoUrls,
      ...session.generatedImages,
      session.selectedImage,
      ...session.cloudImageUrls,
      ...Object.keys(session.imageSizes ?? {}),
    ]);
    paths.push(...(await this.generations.previewPathsOfUser(userId)));
    const keys = paths.map(storageKeyOf).filter((key): key is string => key !== undefined);
    keys.push(...(await this.requests.archiveKeysOf(userId)));
    return [...new Set(keys)];
  }
}
