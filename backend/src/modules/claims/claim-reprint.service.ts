import { Inject, Injectable } from '@nestjs/common';
import { FULFILMENT_PROVIDER, fulfilmentTargetOf, type FulfilmentProvider } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import type { JobPayload } from '../../platform/jobs/job';
import { OtherJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { FulfilmentService } from '../fulfilment';
import { OrdersRepository, ProviderOrders } from '../orders';
import { ClaimDecisionsService } from './claim-decisions.service';
import { ClaimEmailsService } from './claim-emails.service';
import { reprintLines } from './claim-reprint-lines';
import { ClaimsReadService } from './claims-read.service';
import { ClaimsRepository } from './claims.repository';

/**
 * An approved reprint at the provider, after the decision has committed: the `claim_reprint` job makes (or finds) the
 * claim's provider order and sends it to production, and the `reprint_milestone` job tells the customer it is on its
 * way and resolves the claim when it arrives. Both are idempotent; a thrown error is retried by the job engine.
 */
@Injectable()
export class ClaimReprintService {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly orders: OrdersRepository,
    private readonly providerOrders: ProviderOrders,
    private readonly fulfilment: FulfilmentService,
    private readonly reads: ClaimsReadService,
    private readonly decisions: ClaimDecisionsService,
    private readonly emails: ClaimEmailsService,
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The approved reprint at the provider: found by its external id (an earlier attempt may have made it) or
   * submitted, then sent to production, and recorded on the claim. Thrown errors are retried by the job engine.
   */
  @OnJob(OtherJob.ClaimReprint)
  async submitReprint({ claimId }: { claimId: string }): Promise<void> {
    const claim = await this.reads.find(claimId);
    if (claim.state !== 'approved_reprint' || claim.reprintExternalId === null) return;
    if (claim.reprintProviderOrderId && claim.reprintStatus !== 'pending') return;
    const order = await this.reads.orderOf(claim);
    const externalId = claim.reprintExternalId;
    const lines = (await this.orders.lines(order.id)).filter((line) => claim.lineIds.includes(line.id));
    const submitted =
      (await this.provider.findOrderByExternalId(externalId)) ??
      (await this.provider.submitOrder({
        externalId,
        label: `${order.orderNumber} reprint`,
        address: this.fulfilment.addressOf(order),
        lines: reprintLines(order, lines, this.config.publicUrl),
      }));
    const released = await this.provider.sendToProduction(submitted.providerOrderId);
    const reprint = await this.providerOrders.reprintOf(claimId);
    if (!reprint) return;
    await this.providerOrders.trackReprint(
      reprint.id,
      fulfilmentTargetOf(released) ?? 'submitted',
      released.shipments,
      { providerOrderId: submitted.providerOrderId },
    );
  }

  /**
   * A reprint's milestone (ProviderOrders queues it with the change): on its way, the customer gets the tracking link;
   * arrived, the claim is resolved (and the customer told).
   */
  @OnJob(OtherJob.ReprintMilestone)
  async reprintMilestone({
    claimId,
    milestone,
    trackingUrl,
  }: JobPayload<typeof OtherJob.ReprintMilestone>): Promise<void> {
    const claim = await this.reads.find(claimId);
    if (milestone === 'shipped') {
      await this.emails.sendEmail({
        claimId,
        state: claim.state,
        reprintShipped: trackingUrl ? { trackingUrl } : {},
      });
      return;
    }
    if (claim.state !== 'approved_reprint') return;
    await this.decisions.transition(claimId, 'resolve', async (manager, to) => {
      await this.claims.setState(manager, claimId, to);
      await this.emails.queue(manager, { claimId, state: to });
    });
  }
}
