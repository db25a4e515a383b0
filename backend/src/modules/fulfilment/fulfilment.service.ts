import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  apiFulfilmentStatus,
  productionDelaySeconds,
  type FulfilmentAddress,
  type FulfilmentLine,
  providerLineOf,
  type FulfilmentOrder,
  type FulfilmentProvider,
  fulfilmentTargetOf,
  isAwaitingApproval,
  isBeforeProduction,
  isFinalFulfilment,
  isKnownCountry,
  lookupPrintOption,
  type NameOnPrint,
  NAME_CHANGE_MESSAGES,
  normalizeCountryCode,
  type OrderEventSource,
  providerExternalId,
  providerRevisionOf,
  UnconfirmedVariantError,
} from '@petart/domain';
import { DataSource } from 'typeorm';
import { CLOCK, FULFILMENT_PROVIDER, type Clock } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';
import {
  OrderLifecycle,
  OrderProofSteps,
  OrderProofsRepository,
  OrdersRepository,
  withOrderLock,
  type OrderRecord,
  type ProofFileJson,
} from '../orders';
import { JobQueue } from '../../platform/jobs/job-queue';
import { PrintFileGenerator, type PreparedPrintFile } from './print-file.generator';
import { Job, OnJob, OnJobGiveUp, OtherJob } from '../../platform/jobs/on-job';
import { Metrics } from '../../platform/observability/metrics';

/** Answer of a submission (new or repeated). */
export interface SubmissionResult {
  printifyOrderId: string | null;
  fulfillmentStatus: string;
}

export const ORDER_NOT_PAID_MESSAGE = 'This order has not been paid yet.';
export const ORDER_NOT_RESUBMITTABLE_MESSAGE =
  'Only an order parked in error (submission failed or variant refused) can be resubmitted.';
export const ORDER_AWAITS_PROOF_MESSAGE =
  'This order waits for its customer to approve the proof: it goes to the print provider once they approve it.';
export const ORDER_NOT_CANCELLABLE_MESSAGE =
  'This order can no longer be cancelled: it is already in production, shipped, delivered or cancelled.';

/**
 * Submission of paid orders to the FulfilmentProvider and staff cancellation. Runs from the durable outbox (jobs
 * `fulfilment` and `send_to_production`) and from POST /submit-to-printify. Exactly one provider order per order:
 * the work of one order is serialised by a per-order advisory lock (no row lock is held while the provider is
 * called), an order with a provider id is answered from the row, and a retry after a timeout first asks the
 * provider for the order of our external id (the order hash).
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger(FulfilmentService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(FULFILMENT_PROVIDER) private readonly provider: FulfilmentProvider,
    private readonly orders: OrdersRepository,
    private readonly lifecycle: OrderLifecycle,
    private readonly outbox: JobQueue,
    private readonly printFiles: PrintFileGenerator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly proofs: OrderProofsRepository,
    private readonly proofSteps: OrderProofSteps,
  ) {}

  @OnJob(Job.Fulfilment)
  async submitJob({ orderId }: { orderId: string }): Promise<void> {
    await this.submit(orderId);
  }

  /** Retries exhausted (provider down for hours, address refused, ...): parked for staff, visible as Error. */
  @OnJobGiveUp(Job.Fulfilment)
  async submissionGaveUp({ orderId }: { orderId: string }, lastError: string): Promise<void> {
    await this.lifecycle.changeFulfilment(orderId, 'error_submission', 'submission', {
      detail: { error: lastError.slice(0, 500) },
    });
  }

  @OnJob(Job.SendToProduction)
  async sendToProductionJob({ orderId }: { orderId: string }): Promise<void> {
    await this.sendToProduction(orderId);
  }

  /**
   * Job `proof_draw` (D-300): a proof's files are the print files the provider would get (the same drawing: crop,
   * name on the print, product), stored under the proof's own names with a picture of each; then shown to the
   * customer (OrderProofSteps.show, which queues its email). A proof superseded meanwhile is left undrawn.
   */
  @OnJob(OtherJob.ProofDraw)
  async drawProofJob({ orderId, proofId }: { orderId: string; proofId: string }): Promise<void> {
    await this.drawProof(orderId, proofId);
  }

  async drawProof(orderId: string, proofId: string): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    const proof = await this.proofs.byId(proofId);
    if (!order || proof?.status !== 'drawing') return false;
    const lines = await this.orders.lines(orderId);
    const prepared = await this.prepareLines(
      order,
      lines,
      providerRevisionOf(order.metadata),
      proof.revision,
    );
    const files: ProofFileJson[] = prepared.map(({ line, file }, index) => ({
      lineId: line.lineId,
      line: index + 1,
      url: file.url,
      previewUrl: file.previewUrl ?? file.url,
      widthPx: file.widthPx,
      heightPx: file.heightPx,
      cropPosition: file.cropPosition,
      artworkAspect: file.artworkAspect,
    }));
    return this.proofSteps.show(orderId, proofId, files);
  }

  /** Submits the order (by id); repeated calls return the existing provider order. Unpaid orders: 409. */
  async submit(orderId: string, source: OrderEventSource = 'submission'): Promise<SubmissionResult> {
    const result = await withOrderLock(this.dataSource, orderId, async () => {
      const order = await this.orders.findById(orderId);
      if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
      if (order.invoiceStatus !== 'paid') throw new AppError('ORDER.NOT_PAID', ORDER_NOT_PAID_MESSAGE);
      if (order.printifyOrderId || isFinalFulfilment(order.fulfillmentStatus)) {
        return { printifyOrderId: order.printifyOrderId, fulfillmentStatus: order.fulfillmentStatus };
      }
      // Production starts only after the customer approved the proof they asked for (D-300), whoever asks.
      if (order.proofRequested && (await this.proofs.latest(orderId))?.status !== 'approved') {
        throw new AppError('ORDER.PROOF_CONFLICT', ORDER_AWAITS_PROOF_MESSAGE);
      }
      let submitted = await this.provider.findOrderByExternalId(order.orderHash);
      if (submitted) this.metrics.providerSubmissions.inc({ outcome: 'found_existing' });
      else {
        try {
          submitted = await this.provider.submitOrder({
            externalId: order.orderHash,
            label: order.orderNumber,
            address: this.addressOf(order),
            lines: await this.linesOf(order),
            shippingMethod: order.shippingMethod,
          });
          this.metrics.providerSubmissions.inc({ outcome: 'submitted' });
        } catch (error) {
          const unconfirmed = error instanceof UnconfirmedVariantError;
          this.metrics.providerSubmissions.inc({ outcome: unconfirmed ? 'variant_unconfirmed' : 'failed' });
          if (!unconfirmed) throw error;
          // Never sent: parked for staff (the job is done, a resubmit can leave the state).
          this.logger.warn(`Order ${order.orderHash}: ${error.message}`);
          const change = await this.lifecycle.changeFulfilment(orderId, 'error_variant', source, {
            detail: { printType: error.printType, printSize: error.printSize, error: error.message },
          });
          return { printifyOrderId: null, fulfillmentStatus: change?.to ?? order.fulfillmentStatus };
        }
      }
      return this.recordSubmitted(order, submitted, source);
    });
    return result;
  }

  private async recordSubmitted(
    order: OrderRecord,
    submitted: FulfilmentOrder,
    source: OrderEventSource,
  ): Promise<SubmissionResult> {
    const ids = {
      providerOrderId: submitted.providerOrderId,
      ...(submitted.providerOrderNumber ? { providerOrderNumber: submitted.providerOrderNumber } : {}),
    };
    // Reaching 'submitted' queues the release to production after the cancellation window (order-jobs.ts).
    let change = await this.lifecycle.changeFulfilment(order.id, 'submitted', source, ids);
    // An order found at the provider may already be further along (a retry long after a timeout).
    const seen = fulfilmentTargetOf(submitted);
    if (seen && seen !== 'submitted')
      change = (await this.lifecycle.changeFulfilment(order.id, seen, source)) ?? change;
    return {
      printifyOrderId: submitted.providerOrderId,
      fulfillmentStatus: change?.to ?? order.fulfillmentStatus,
    };
  }

  /**
   * Job `send_to_production`: releases the on-hold provider order to production once the customer's cancellation
   * window has passed (the job is queued with that delay). A cancelled or refunded order is never released. No order
   * lock is taken (it would make submissions wait): a release racing a cancellation is arbitrated by the provider,
   * which refuses to cancel an order sent to production (the cancel then answers 409) and never produces a
   * cancelled one. The status moves when the provider confirms it (webhook or sync).
   */
  async sendToProduction(orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order?.printifyOrderId) throw new Error(`Order ${orderId} has no provider order yet`);
    if (isFinalFulfilment(order.fulfillmentStatus) || order.invoiceStatus === 'refunded') return;
    // The window on the app's clock: the job may run early in wall time when the clock was moved forward (dev tools).
    const wait = productionDelaySeconds(
      order.paidAt,
      this.clock.now(),
      this.config.afterPayment.cancelWindowMinutes,
    );
    // Staff may end the hold early ("send to production now": OrderLifecycle.endProductionHold).
    if (wait > 0 && !order.metadata.productionHoldEndedAt) {
      throw new Error(`The cancellation window of order ${orderId} is open for ${wait} s more`);
    }
    await this.provider.sendToProduction(order.printifyOrderId);
  }

  /**
   * Staff resubmit of an order parked in error (error_*): its `fulfilment` job is queued again from scratch and runs
   * in the background (the submission leaves the error state on success, or parks it again). 409 for any other
   * state, 404 for an unknown order.
   */
  async resubmit(orderId: string): Promise<{ fulfillmentStatus: string; queued: true }> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    if (order.invoiceStatus !== 'paid') throw new AppError('ORDER.NOT_PAID', ORDER_NOT_PAID_MESSAGE);
    if (!order.fulfillmentStatus.startsWith('error_') || order.printifyOrderId) {
      throw new AppError('ORDER.RESUBMIT_CONFLICT', ORDER_NOT_RESUBMITTABLE_MESSAGE);
    }
    await this.outbox.requeue(orderId, 'fulfilment');
    return { fulfillmentStatus: apiFulfilmentStatus(order.fulfillmentStatus), queued: true };
  }

  /**
   * Cancellation before production (the one use case behind the customer's and staff's cancel, see
   * OrderCancellationService): under the per-order lock, `guard` may refuse (the customer's window), the provider
   * order is cancelled first (it refuses once in production), then the order is marked cancelled with its event and,
   * in the same transaction, the refund of a paid order or the cancellation email of an unpaid one. 409 once in
   * production or final.
   */
  async cancel(
    orderId: string,
    source: OrderEventSource,
    detail?: Record<string, unknown>,
    options: { guard?: (order: OrderRecord) => void } = {},
  ): Promise<{ fulfillmentStatus: string }> {
    const result = await withOrderLock(this.dataSource, orderId, async () => {
      const order = await this.orders.findById(orderId);
      if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
      if (!isBeforeProduction(order.fulfillmentStatus)) {
        throw new AppError('ORDER.CANCEL_CONFLICT', ORDER_NOT_CANCELLABLE_MESSAGE);
      }
      options.guard?.(order);
      if (order.printifyOrderId) {
        try {
          await this.provider.cancelOrder(order.printifyOrderId);
        } catch (error) {
          this.logger.warn(
            `Provider refused to cancel ${order.printifyOrderId}: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw new AppError(
            'ORDER.CANCEL_CONFLICT',
            'The print provider refused the cancellation: the order is probably already in production.',
          );
        }
      }
      const change = await this.lifecycle.changeFulfilment(
        orderId,
        'cancelled',
        source,
        detail ? { detail } : {},
      );
      return { fulfillmentStatus: change?.to ?? order.fulfillmentStatus };
    });
    return result;
  }

  /**
   * Changes the name on one line of a paid order before production (docs/decisions.md D-185), under the
   * per-order lock that submissions and cancellations take. `guard` (the domain's nameChangeDecision) may refuse on
   * the order as it is under the lock. An order not at the provider yet only gets the new name on its line (the
   * submission draws it). An order held at the provider is replaced there, as Printify cannot change line items: the
   * print files are drawn again with the new name (stored under the revision's names), a new order is submitted on
   * hold with the external id `<hash>-r<n>`, then the held one is cancelled. Should the provider refuse that
   * cancellation (the held order went to production meanwhile), the replacement is cancelled and the answer is
   * PERSONALISATION.TOO_LATE with nothing changed; a submission that fails leaves the held order as it was. A release
   * to production racing the change is arbitrated by the provider like a cancellation: it refuses to release the
   * cancelled order and the job's retry releases the replacement.
   */
  async changeLineName(
    orderId: string,
    lineId: string,
    personalisation: NameOnPrint,
    guard: (order: OrderRecord, line: { personalisation: unknown }) => void,
  ): Promise<{ providerOrderId: string | null; replaced: boolean }> {
    return withOrderLock(this.dataSource, orderId, async () => {
      const order = await this.orders.findById(orderId);
      if (!order) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
      const lines = await this.orders.lines(orderId);
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw new AppError('ORDER.NOT_FOUND', 'This order has no such line.');
      guard(order, line);
      const heldId = order.printifyOrderId;
      if (!heldId) {
        await this.lifecycle.changeLineName(orderId, lineId, personalisation, (locked) =>
          guard(locked, line),
        );
        // A proof order waiting for approval shows its customer a new proof with the new name (D-300).
        if (order.proofRequested && isAwaitingApproval(order.fulfillmentStatus)) {
          await this.proofSteps.request(orderId, 'customer', () => undefined);
        }
        return { providerOrderId: null, replaced: false };
      }
      const revision = providerRevisionOf(order.metadata) + 1;
      const prepared = await this.prepareLines(
        order,
        lines.map((l) => (l.id === lineId ? { ...l, personalisation } : l)),
        revision,
      );
      const replacement = await this.provider.submitOrder({
        externalId: providerExternalId(order.orderHash, revision),
        label: order.orderNumber,
        address: this.addressOf(order),
        lines: prepared.map((p) => p.line),
        shippingMethod: order.shippingMethod,
      });
      try {
        await this.provider.cancelOrder(heldId);
      } catch (error) {
        this.logger.warn(
          `Name change of ${order.orderHash}: the provider refused to cancel ${heldId}: ${error instanceof Error ? error.message : String(error)}`,
        );
        await this.provider.cancelOrder(replacement.providerOrderId).catch((withdrawal: unknown) => {
          this.logger.error(
            `Name change of ${order.orderHash}: replacement ${replacement.providerOrderId} could not be cancelled, cancel it at the provider: ${withdrawal instanceof Error ? withdrawal.message : String(withdrawal)}`,
          );
        });
        throw new AppError('PERSONALISATION.TOO_LATE', NAME_CHANGE_MESSAGES.in_production);
      }
      // The provider holds the replacement only: it is recorded whatever the clock says now.
      await this.lifecycle.changeLineName(orderId, lineId, personalisation, () => undefined, {
        revision,
        replacedId: heldId,
        providerOrderId: replacement.providerOrderId,
        ...(replacement.providerOrderNumber ? { providerOrderNumber: replacement.providerOrderNumber } : {}),
      });
      for (const { line: sent, file } of prepared) await this.lifecycle.recordPrintFile(sent.lineId, file);
      return { providerOrderId: replacement.providerOrderId, replaced: true };
    });
  }

  /** The provider's address of an order (its stored shipping address). */
  /**
   * The provider's address of an order. A country code the shop does not know is never sent to the provider (it
   * would print and post to nowhere): 400 for staff, and a submission fails until the address is corrected.
   */
  addressOf(order: OrderRecord): FulfilmentAddress {
    const address = order.shippingAddress ?? {};
    const countryCode = normalizeCountryCode(address.country_code ?? address.country);
    if (!isKnownCountry(countryCode)) {
      throw new AppError(
        'VALIDATION.FAILED',
        `The shipping address of order ${order.orderNumber} has no known country (${countryCode || 'none'}): correct the address first.`,
      );
    }
    return {
      firstName: address.first_name ?? '',
      lastName: address.last_name ?? '',
      email: order.customerEmail,
      ...(order.customerPhone ? { phone: order.customerPhone } : {}),
      address1: address.address1 ?? '',
      ...(address.address2 ? { address2: address.address2 } : {}),
      city: address.city ?? '',
      ...(address.region ? { region: address.region } : {}),
      zip: address.zip ?? '',
      countryCode,
    };
  }

  /** Prepares each line's print file (stored on the line with its effective DPI) and builds the provider lines. */
  private async linesOf(order: OrderRecord): Promise<FulfilmentLine[]> {
    const prepared = await this.prepareLines(order, await this.orders.lines(order.id), 0);
    const result: FulfilmentLine[] = [];
    for (const { line, file } of prepared) {
      await this.lifecycle.recordPrintFile(line.lineId, file);
      result.push(line);
    }
    return result;
  }

  /**
   * Draws each line's print file (at `revision`'s file names, or as proof `proof`) and builds the provider lines;
   * records nothing.
   */
  private async prepareLines(
    order: OrderRecord,
    lines: readonly {
      id: string;
      printType: string;
      printSize: string;
      quantity: number;
      imageUrl: string | null;
      personalisation: NameOnPrint | null;
      cropPosition?: number | null;
    }[],
    revision: number,
    proof?: number,
  ): Promise<{ line: FulfilmentLine; file: PreparedPrintFile }[]> {
    const result: { line: FulfilmentLine; file: PreparedPrintFile }[] = [];
    for (const [index, line] of lines.entries()) {
      const option = lookupPrintOption(line.printType, line.printSize, { orderable: false });
      if (!option.ok) throw new Error(`Order line ${line.printType} ${line.printSize}: ${option.message}`);
      const printFile = await this.printFiles.prepare({
        orderHash: order.orderHash,
        lineId: line.id,
        lineIndex: index,
        printType: option.type.value,
        printSize: option.size.value,
        sourceImage: line.imageUrl ?? '',
        personalisation: line.personalisation ?? null,
        cropPosition: line.cropPosition ?? null,
        revision,
        ...(proof ? { proof } : {}),
      });
      const {
        effectiveDpi: _dpi,
        upscaler: _upscaler,
        previewUrl: _preview,
        cropPosition: _position,
        artworkAspect: _aspect,
        ...file
      } = printFile;
      const provider = providerLineOf(line, file);
      if (!provider.ok)
        throw new Error(`Order line ${line.printType} ${line.printSize}: ${provider.message}`);
      result.push({ line: provider.line, file: printFile });
    }
    return result;
  }
}
