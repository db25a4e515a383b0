import { Inject, Injectable } from '@nestjs/common';
import { type ClaimAction, type ClaimState, decideClaim, reprintExternalId } from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { OrdersRepository, ProviderOrders } from '../orders';
import { RefundService } from '../payments';
import { ClaimEmailsService } from './claim-emails.service';
import { claimNotFound, invalidClaim } from './claim-errors';
import { reprintLines } from './claim-reprint-lines';
import { ClaimsReadService } from './claims-read.service';
import type { AdminClaimDto } from './claims.dto';
import { ClaimsRepository, type ClaimRow } from './claims.repository';

/**
 * Staff's decisions on a claim (ask, decline, refund through the RefundService, approve a reprint as the claim's own
 * provider order), and the claim's state machine: every change of a claim's state, the customer's answer and the
 * reprint's arrival included, goes through `transition`, which locks the claim and asks the domain's `decideClaim`.
 * Money moves only through the RefundService (order_refunds, the order lifecycle); the order itself is only read.
 */
@Injectable()
export class ClaimDecisionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly claims: ClaimsRepository,
    private readonly orders: OrdersRepository,
    private readonly providerOrders: ProviderOrders,
    private readonly refunds: RefundService,
    private readonly reads: ClaimsReadService,
    private readonly emails: ClaimEmailsService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Staff ask for more: the question is added to the conversation and the report waits for the customer. */
  async ask(claimId: string, actor: AuthenticatedUser, message: string): Promise<AdminClaimDto> {
    const body = message.trim();
    if (!body) throw invalidClaim('A question cannot be empty.');
    await this.transition(claimId, 'ask', async (manager, to) => {
      await this.claims.addMessage(manager, claimId, { author: 'staff', authorId: actor.id, body });
      await this.claims.setState(manager, claimId, to);
      await this.emails.queue(manager, { claimId, state: to, message: body });
    });
    return this.reads.detail(claimId);
  }

  /** Staff decline with a reason (told to the customer). */
  async decline(claimId: string, reason: string): Promise<AdminClaimDto> {
    const text = reason.trim();
    if (!text) throw invalidClaim('A decline needs a reason.');
    await this.transition(claimId, 'decline', async (manager, to) => {
      await this.claims.setState(manager, claimId, to, { resolution: text, decided: true });
      await this.emails.queue(manager, { claimId, state: to, message: text });
    });
    return this.reads.detail(claimId);
  }

  /**
   * Staff approve a refund of `amount` dollars: through the RefundService (the payment provider, order_refunds and
   * the order lifecycle; never more than is left of the payment), its cost recorded on the claim. The claim row is
   * locked for the whole decision, so two approvals cannot both refund.
   */
  async approveRefund(claimId: string, amount: number, reason: string): Promise<AdminClaimDto> {
    const amountCents = Math.round(amount * 100);
    await this.transition(claimId, 'approve_refund', async (manager, to, claim) => {
      const outcome = await this.refunds.refund(claim.orderId, {
        amountCents,
        source: 'admin',
        reason: `Claim ${claim.id.slice(0, 8)}: ${reason.trim()}`.slice(0, 500),
      });
      await this.claims.setState(manager, claimId, to, {
        resolution: reason.trim(),
        refundCents: outcome.amountCents,
        decided: true,
      });
      await this.emails.queue(manager, { claimId, state: to, refundCents: outcome.amountCents });
    });
    return this.reads.detail(claimId);
  }

  /**
   * Staff approve a reprint: the decision commits at once (the claim's state, the reprint's cost and external id)
   * with its email and the reprint's job; no vendor call is made under the claim's lock. The job (`claim_reprint`,
   * ClaimReprintService) then makes a new provider order for the claim's lines with the same print files, at no
   * charge (no payment, no order row), its external id derived from the order hash and the claim id so that a retry
   * finds the same provider order, and sends it to production. The original order's state does not move.
   */
  async approveReprint(claimId: string, note: string | undefined): Promise<AdminClaimDto> {
    await this.transition(claimId, 'approve_reprint', async (manager, to, claim) => {
      const order = await this.reads.orderOf(claim);
      const lines = (await this.orders.lines(order.id)).filter((line) => claim.lineIds.includes(line.id));
      // Refused now, not in the job: a reprint needs the print files.
      reprintLines(order, lines, this.config.publicUrl);
      await this.providerOrders.openReprint(manager, {
        orderId: order.id,
        claimId,
        externalId: reprintExternalId(order.orderHash, claim.id),
      });
      await this.claims.setState(manager, claimId, to, {
        ...(note?.trim() ? { resolution: note.trim() } : {}),
        reprintCostCents: lines.reduce((sum, line) => sum + line.lineTotal, 0),
        decided: true,
      });
      await this.jobs.send(manager, OtherJob.ClaimReprint, { claimId }, { key: claimId });
      await this.emails.queue(manager, { claimId, state: to });
    });
    return this.reads.detail(claimId);
  }

  /** Runs `change` in a transaction with the claim locked, once the domain allows `action` from its state. */
  async transition(
    claimId: string,
    action: ClaimAction,
    change: (manager: EntityManager, to: ClaimState, claim: ClaimRow) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const claim = await this.claims.lock(manager, claimId);
      if (!claim) throw claimNotFound();
      await change(manager, this.decide(claim.state, action), claim);
    });
  }

  /** The state `action` leads to from `state`, or CLAIM.ACTION_CONFLICT with the domain's reason. */
  decide(state: ClaimState, action: ClaimAction): ClaimState {
    const decision = decideClaim(state, action);
    if (!decision.ok) throw new AppError('CLAIM.ACTION_CONFLICT', decision.reason);
    return decision.to;
  }
}
