import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CLOCK,
  type Clock,
  MAILER,
  type Mailer,
  PROOF_REMINDER_DAYS,
  proofFollowUpsDue,
} from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { JobQueue, OtherJob, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob, type JobAttempt } from '../../platform/jobs/on-job';
import { ErrorLogsService } from '../error-logs';
import { OrderEmailSender } from './order-email.sender';
import { OrderHistoryRepository } from './order-history.repository';
import { proofEmail, proofStaffAlertEmail } from './order-proof.email';
import { OrderProofsRepository, type OrderProofRecord } from './order-proofs.repository';
import type { OrderRecord } from './order-records';
import { OrdersRepository } from './orders.repository';

/** How often the follow-ups of unanswered proofs are looked for (minutes): reminders are days apart. */
export const PROOF_CHECK_MINUTES = 15;

/** The audit trail's actor for what the shop did by itself (no staff member; matches no user id). */
export const SHOP_ACTOR = { id: '00000000-0000-0000-0000-000000000000', email: 'shop' };

/**
 * The customer's side of a proof after it is drawn (D-300): its email (job `proof_email`, once per proof: a
 * notification row of kind `proof_<revision>`), and the follow-ups of a proof left unanswered, on the shop's clock
 * (the recurring `proof_follow_ups`): a reminder after PROOF_REMINDER_DAYS, staff told after PROOF_STAFF_ALERT_DAYS
 * (an email to ADMIN_EMAILS, the support address when none is set, and an audit entry). Nothing is ever approved for
 * the customer.
 */
@Injectable()
export class OrderProofsService implements OnModuleInit {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly proofs: OrderProofsRepository,
    private readonly history: OrderHistoryRepository,
    private readonly sender: OrderEmailSender,
    private readonly jobs: JobQueue,
    private readonly errorLogs: ErrorLogsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.every(ScheduledJob.ProofFollowUps, PROOF_CHECK_MINUTES * 60);
  }

  @OnJob(OtherJob.ProofEmail)
  async emailJob(
    { orderId, proofId }: { orderId: string; proofId: string },
    attempt: JobAttempt,
  ): Promise<void> {
    const order = await this.orders.findById(orderId);
    const proof = await this.proofs.byId(proofId);
    if (!order || !proof) return;
    await this.sendProof(order, proof, false, attempt.leasedAt);
  }

  @OnJob(ScheduledJob.ProofFollowUps)
  async followUpsJob(): Promise<void> {
    await this.followUps();
  }

  /**
   * Every proof shown and unanswered for PROOF_REMINDER_DAYS or more, of an order still waiting for it: the reminder
   * and the staff alert that are due, each claimed once. Returns what was sent.
   */
  async followUps(): Promise<{ reminded: number; staffAlerted: number }> {
    const now = this.clock.now();
    const waiting = await this.proofs.waitingSince(
      new Date(now.getTime() - PROOF_REMINDER_DAYS * 86_400_000),
    );
    let reminded = 0;
    let staffAlerted = 0;
    for (const proof of waiting) {
      const order = await this.orders.findById(proof.orderId);
      if (!order || order.fulfillmentStatus !== 'awaiting_approval') continue;
      const due = proofFollowUpsDue(proof, now);
      if (due.remind && (await this.followUp(proof, 'reminded_at', () => this.remind(order, proof))))
        reminded += 1;
      if (
        due.alertStaff &&
        (await this.followUp(proof, 'staff_alerted_at', () => this.alertStaff(order, proof)))
      )
        staffAlerted += 1;
    }
    return { reminded, staffAlerted };
  }

  /** One follow-up, claimed first; released when it fails so that the next sweep tries again. */
  private async followUp(
    proof: OrderProofRecord,
    column: 'reminded_at' | 'staff_alerted_at',
    send: () => Promise<unknown>,
  ): Promise<boolean> {
    if (!(await this.proofs.claimFollowUp(proof.id, column, this.clock.now()))) return false;
    try {
      await send();
      return true;
    } catch (error) {
      await this.proofs.releaseFollowUp(proof.id, column);
      throw error;
    }
  }

  private async remind(order: OrderRecord, proof: OrderProofRecord): Promise<void> {
    await this.sendProof(order, proof, true, new Date().toISOString());
  }

  private async alertStaff(order: OrderRecord, proof: OrderProofRecord): Promise<void> {
    const email = proofStaffAlertEmail({
      orderNumber: order.orderNumber,
      customerEmail: order.customerEmail,
      revision: proof.revision,
      adminOrderUrl: `${this.config.adminUrl}/orders/${order.id}`,
      supportEmail: this.config.supportEmail,
    });
    const recipients =
      this.config.adminEmails.length > 0 ? this.config.adminEmails : [this.config.supportEmail];
    for (const to of recipients) await this.mailer.send({ to, ...email, tag: 'proof-unanswered' });
    await this.errorLogs.recordAudit({
      actor: SHOP_ACTOR,
      action: 'orders.proof_unanswered',
      target: { type: 'order', id: order.id },
      detail: { reference: order.orderNumber, revision: proof.revision, shownAt: proof.shownAt },
    });
  }

  /** The proof email (or its reminder), once per proof and kind against its notification row. */
  private async sendProof(
    order: OrderRecord,
    proof: OrderProofRecord,
    reminder: boolean,
    leasedAt: string,
  ): Promise<boolean> {
    const kind = `proof_${reminder ? 'reminder_' : ''}${proof.revision}`;
    const notification = await this.history.claimNotification(order.id, kind, order.customerEmail, leasedAt);
    if (!notification) return false;
    return this.sender.sendClaimed(notification, async () => {
      const lines = await this.orders.lines(order.id);
      const email = proofEmail({
        reminder,
        orderNumber: order.orderNumber,
        customerName: order.shippingAddress?.first_name || order.customerName || 'there',
        revision: proof.revision,
        lines: proof.files.map((file) => {
          const line = lines.find((l) => l.id === file.lineId);
          const name = line?.personalisation;
          return {
            file,
            printType: line?.printType ?? '',
            printSize: line?.printSize ?? '',
            nameOnPrint: name ? [name.name, name.secondLine].filter(Boolean).join(' · ') : null,
          };
        }),
        orderUrl: this.sender.orderUrl(order.orderHash),
        supportEmail: this.sender.supportEmail,
      });
      return { to: order.customerEmail, ...email, tag: reminder ? 'order-proof-reminder' : 'order-proof' };
    });
  }
}
