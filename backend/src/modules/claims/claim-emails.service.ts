import { Inject, Injectable } from '@nestjs/common';
import { type ClaimState, MAILER, type Mailer, shopPaths, shopUrl } from '@petart/domain';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import type { ClaimEmailPayload } from '../../platform/jobs/job';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import type { OrderRecord } from '../orders';
import { claimStatusEmail, reprintShippedEmail } from './claim-status.email';
import { ClaimsReadService } from './claims-read.service';

/**
 * The customer's emails about a claim: one per state change, queued as a `claim_email` job in the transaction of the
 * change (so it goes out once, after the commit), and the job's handler that renders it (claim-status.email.ts) and
 * sends it through the MAILER port to the order's customer.
 */
@Injectable()
export class ClaimEmailsService {
  constructor(
    private readonly reads: ClaimsReadService,
    private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues the customer's email about the claim in the caller's transaction: it goes out once the change commits. */
  queue(manager: EntityManager, payload: ClaimEmailPayload): Promise<void> {
    return this.jobs.send(manager, OtherJob.ClaimEmail, payload);
  }

  /** A claim email, to the order's customer; a failed send is retried by the job engine. */
  @OnJob(OtherJob.ClaimEmail)
  async sendEmail(payload: ClaimEmailPayload): Promise<void> {
    const claim = await this.reads.find(payload.claimId);
    const order = await this.reads.orderOf(claim);
    const mail = payload.reprintShipped
      ? {
          ...reprintShippedEmail({
            ...this.emailBase(order),
            ...(payload.reprintShipped.trackingUrl
              ? { trackingUrl: payload.reprintShipped.trackingUrl }
              : {}),
          }),
          tag: 'claim-reprint-shipped',
        }
      : {
          ...claimStatusEmail({
            ...this.emailBase(order),
            state: payload.state as ClaimState,
            ...(payload.message !== undefined ? { message: payload.message } : {}),
            ...(payload.refundCents !== undefined ? { refundCents: payload.refundCents } : {}),
            ...(payload.answered ? { answered: true } : {}),
          }),
          tag: `claim-${payload.state}`,
        };
    await this.mailer.send({ to: order.customerEmail, ...mail });
  }

  private emailBase(order: OrderRecord) {
    return {
      orderNumber: order.orderNumber,
      customerName: order.shippingAddress?.first_name || order.customerName || 'there',
      orderUrl: shopUrl(this.config.publicUrl, shopPaths.orderPage(order.orderHash)),
      supportEmail: this.config.supportEmail,
    };
  }
}
