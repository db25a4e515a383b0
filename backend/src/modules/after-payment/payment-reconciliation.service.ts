import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  DIGITAL_FILE_DAYS,
  RECONCILE_MAX_AGE_HOURS,
  RECONCILE_MIN_AGE_MINUTES,
  type ObjectStorage,
  providerRevisionOf,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import { PAYMENT_GATEWAY, type PaymentGateway } from '@petart/domain';
import { OBJECT_STORAGE } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import { JobQueue, ScheduledJob } from '../../platform/jobs/job-queue';
import { OnJob } from '../../platform/jobs/on-job';
import { OrderLifecycle, OrdersRepository, type OrderRecord } from '../orders';
import { PaymentEventsService } from '../payments';
import { printFileKey } from './digital-files';

/** Advisory lock key of the after-payment checks. */
const CHECKS_LOCK_KEY = AdvisoryLockKey.AfterPaymentChecks;

/** What one run of the checks did. */
export interface AfterPaymentCheckResult {
  reconciled: number;
  expired: number;
  purged: number;
  failed: number;
}

/**
 * The scheduled checks after the payment, every AFTER_PAYMENT_CHECK_MINUTES, each tick once across replicas (the job
 * engine's schedule; an advisory lock keeps a long run from overlapping the next):
 * - reconciliation: every unpaid order with a payment, older than a few minutes (its webhook had its chance) and
 *   younger than a day, is looked up at the PaymentGateway; a succeeded payment goes to the same handler as the
 *   webhook (PaymentEventsService.handleSucceeded), so exactly once still holds: the order is paid under its row
 *   lock through the state machine, its jobs queued once, and a webhook arriving later finds it paid;
 * - expiry: an order never paid after ORDER_EXPIRY_HOURS has its payment cancelled at the provider (taken instead if
 *   it went through), then is marked expired and its tax calculation dropped; the customer's cart is untouched. A
 *   late success of its payment is refunded like a cancelled order's;
 * - digital files: 30 days after payment, the print files kept for the download are deleted (they can be made again
 *   from the artwork should staff ever resubmit the order).
 */
@Injectable()
export class PaymentReconciliationService implements OnModuleInit {
  private readonly logger = new Logger(PaymentReconciliationService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly orders: OrdersRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly events: PaymentEventsService,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.every(ScheduledJob.AfterPaymentChecks, this.config.afterPayment.checkMinutes * 60);
  }

  @OnJob(ScheduledJob.AfterPaymentChecks)
  async checksJob(): Promise<void> {
    await this.scheduledRun();
  }

  /** All checks, if no other replica runs them right now; undefined when they did not run here. */
  async scheduledRun(): Promise<AfterPaymentCheckResult | undefined> {
    const result = (await withAdvisoryLock(this.dataSource, CHECKS_LOCK_KEY, () => this.runAll()))?.value;
    if (result && (result.reconciled || result.expired || result.purged || result.failed)) {
      this.logger.log(
        `After-payment checks: ${result.reconciled} reconciled, ${result.expired} expired, ${result.purged} purged, ${result.failed} failed`,
      );
    }
    return result;
  }

  async runAll(): Promise<AfterPaymentCheckResult> {
    const reconcile = await this.reconcile();
    const expire = await this.expireAbandoned();
    const purge = await this.purgeDigitalFiles();
    return {
      reconciled: reconcile.paid,
      expired: expire.expired,
      purged: purge.purged,
      failed: reconcile.failed + expire.failed + purge.failed,
    };
  }

  /** Reconciliation: pending orders between a few minutes and a day old, asked at the PaymentGateway. */
  async reconcile(): Promise<{ checked: number; paid: number; failed: number }> {
    const pending = await this.orders.unpaidToReconcile(RECONCILE_MIN_AGE_MINUTES, RECONCILE_MAX_AGE_HOURS);
    let paid = 0;
    let failed = 0;
    for (const order of pending) {
      try {
        if ((await this.payIfSucceeded(order)) === 'paid') paid += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn(
          `Reconciliation of order ${order.orderHash} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { checked: pending.length, paid, failed };
  }

  /** Expiry of abandoned checkouts (ORDER_EXPIRY_HOURS). */
  async expireAbandoned(): Promise<{ expired: number; failed: number }> {
    const stale = await this.orders.unpaidOlderThan(this.config.afterPayment.orderExpiryHours);
    let expired = 0;
    let failed = 0;
    for (const order of stale) {
      try {
        // The payment is cancelled at the provider first, so the old client secret can no longer pay the order
        // (a provider that cannot cancel it now leaves the order for the next run). A payment that went through
        // before the cancel is taken, not expired; one that goes through anyway later is refunded (D-207).
        if (order.stripePaymentId) {
          const { status } = await this.gateway.cancelPayment(order.stripePaymentId);
          if (status === 'succeeded' && (await this.payIfSucceeded(order)) !== 'not_paid') continue;
        }
        const changed = await this.lifecycle.within(order.id, (locked, manager) =>
          this.lifecycle.changePayment(manager, locked, 'expired', 'sync'),
        );
        if (changed) expired += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn(
          `Expiry of order ${order.orderHash} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { expired, failed };
  }

  /** Deletes what only the 30-day download needed (the print files) once the window has passed. */
  async purgeDigitalFiles(): Promise<{ purged: number; failed: number }> {
    const due = await this.orders.digitalFilesDue(DIGITAL_FILE_DAYS);
    let purged = 0;
    let failed = 0;
    for (const order of due) {
      try {
        const lines = await this.orders.lines(order.id);
        // Every revision's files (a name change after payment made new ones).
        for (let revision = 0; revision <= providerRevisionOf(order.metadata); revision++) {
          for (let index = 0; index < lines.length; index++) {
            await this.storage.delete(printFileKey(order.orderHash, index + 1, revision));
          }
        }
        await this.lifecycle.markDigitalFilesPurged(order.id);
        purged += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn(
          `Deleting the files of order ${order.orderHash} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return { purged, failed };
  }

  private async payIfSucceeded(order: OrderRecord): Promise<'paid' | 'already_paid' | 'not_paid'> {
    const paymentId = order.stripePaymentId;
    if (!paymentId) return 'not_paid';
    const status = await this.gateway.getPaymentStatus(paymentId);
    if (status.status !== 'succeeded') return 'not_paid';
    const outcome = await this.events.handleSucceeded({
      provider: 'reconciliation',
      // One reconciliation event per payment: a second run is a duplicate and does nothing.
      eventId: `reconcile:${paymentId}`,
      type: 'reconciliation.payment_succeeded',
      paymentId,
      orderHash: order.orderHash,
    });
    if (outcome === 'paid') {
      this.logger.warn(`Order ${order.orderHash} was paid without a webhook; reconciled`);
      return 'paid';
    }
    return 'already_paid';
  }
}
