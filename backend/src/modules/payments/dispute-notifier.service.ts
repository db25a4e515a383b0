import { Inject, Injectable } from '@nestjs/common';
import { formatMoney, MAILER, type Mailer } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { ErrorLogsService } from '../error-logs';
import { renderActionEmail } from '../mail';
import { type OrderDisputeJson, OrdersRepository } from '../orders';
import { Job, OnJob } from '../../platform/jobs/on-job';

/** The audit trail's actor for what the payment provider did (no staff member; matches no user id). */
export const PAYMENT_PROVIDER_ACTOR = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'payment-provider',
};

/**
 * Staff hear of a dispute (chargeback) of an order's payment: the jobs `email_dispute_opened` and
 * `email_dispute_closed` (queued with the dispute's change, once each per order) email ADMIN_EMAILS (the support
 * address when none is set) and write an audit entry, so the dispute is answered before the provider's deadline and
 * its outcome is on record.
 */
@Injectable()
export class DisputeNotifierService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly errorLogs: ErrorLogsService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob(Job.EmailDisputeOpened)
  async openedJob({ orderId }: { orderId: string }): Promise<void> {
    await this.notify(orderId, 'opened');
  }

  @OnJob(Job.EmailDisputeClosed)
  async closedJob({ orderId }: { orderId: string }): Promise<void> {
    await this.notify(orderId, 'closed');
  }

  private async notify(orderId: string, phase: 'opened' | 'closed'): Promise<void> {
    const order = await this.orders.findById(orderId);
    const dispute = order?.metadata.dispute;
    if (!order || !dispute) return;
    const reference = order.orderNumber;
    const email = disputeEmail(reference, dispute, phase, {
      supportEmail: this.config.supportEmail,
      adminUrl: this.config.adminUrl,
    });
    const recipients =
      this.config.adminEmails.length > 0 ? this.config.adminEmails : [this.config.supportEmail];
    for (const to of recipients) {
      await this.mailer.send({ to, ...email, tag: `dispute-${phase}` });
    }
    await this.errorLogs.recordAudit({
      actor: PAYMENT_PROVIDER_ACTOR,
      action: `payments.dispute_${phase}`,
      target: { type: 'order', id: order.id },
      detail: { reference, ...dispute },
    });
  }
}

function disputeEmail(
  reference: string,
  d: OrderDisputeJson,
  phase: 'opened' | 'closed',
  links: { supportEmail: string; adminUrl: string },
) {
  const amount = formatMoney(d.amountCents);
  const reason = d.reason.replace(/_/g, ' ');
  const outcome =
    d.state === 'won'
      ? `won: the ${amount} came back to the shop`
      : d.state === 'lost'
        ? `lost: the card holder keeps the ${amount}`
        : 'closed without a chargeback';
  return renderActionEmail({
    supportEmail: links.supportEmail,
    subject:
      phase === 'opened'
        ? `Dispute opened on order ${reference} (${amount})`
        : `Dispute on order ${reference} ${d.state === 'open' ? 'updated' : d.state}`,
    heading: phase === 'opened' ? 'A customer disputed a payment' : 'A payment dispute is closed',
    paragraphs:
      phase === 'opened'
        ? [
            `The card holder of order ${reference} disputed ${amount} with their bank (reason: ${reason}).`,
            d.evidenceDueBy
              ? `Respond with evidence in the Stripe dashboard before ${d.evidenceDueBy.slice(0, 10)}: order page, tracking and delivery confirmation.`
              : 'Check the dispute in the Stripe dashboard; the bank holds the money until it is decided.',
          ]
        : [`The dispute of order ${reference} (${amount}, reason: ${reason}) is ${outcome}.`],
    actionLabel: 'Open the orders',
    actionUrl: `${links.adminUrl}/orders`,
    note: `Dispute ${d.disputeId}, status ${d.status}.`,
  });
}
