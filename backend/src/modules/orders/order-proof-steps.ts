import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@petart/domain';
import type { EntityManager } from 'typeorm';
import { Job, JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import {
  OrderProofsRepository,
  type OrderProofRecord,
  type ProofFileJson,
  type ProofRequester,
} from './order-proofs.repository';
import type { OrderRecord } from './order-records';
import { OrderUnitOfWork } from './order-unit-of-work';

/**
 * The writes of an order's proofs (D-300), each under the order's row lock with the jobs that follow it: a proof
 * opened (its drawing queued), shown (its email queued) and answered (an approval queues the submission to the print
 * provider). The order's lifecycle opens the first one when a proof order is paid.
 */
@Injectable()
export class OrderProofSteps {
  constructor(
    private readonly unitOfWork: OrderUnitOfWork,
    private readonly proofs: OrderProofsRepository,
    private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new proof of a locked order (the open ones superseded), its drawing queued with it. */
  async open(manager: EntityManager, orderId: string, by: ProofRequester): Promise<OrderProofRecord> {
    const proof = await this.proofs.insertNext(manager, orderId, by, this.clock.now());
    await this.jobs.send(manager, OtherJob.ProofDraw, { orderId, proofId: proof.id }, { key: proof.id });
    return proof;
  }

  /**
   * Another proof of an order (staff redraw it after a change request, the customer changed a name or a crop),
   * under the order's row lock: `check` may refuse on the locked order and its latest proof; `change`, when given,
   * writes what the new proof is drawn from in the same transaction. Undefined: no such order.
   */
  async request(
    orderId: string,
    by: ProofRequester,
    check: (order: OrderRecord, latest: OrderProofRecord | null) => void,
    change?: (manager: EntityManager) => Promise<void>,
  ): Promise<OrderProofRecord | undefined> {
    return this.unitOfWork.within(orderId, async (order, manager) => {
      check(order, (await this.proofs.latest(orderId, manager)) ?? null);
      await change?.(manager);
      return this.open(manager, orderId, by);
    });
  }

  /**
   * A drawn proof shown to the customer (its files), its email queued in the same transaction. False when it was
   * superseded while it was drawn (a newer one is on its way) or the order is gone.
   */
  async show(orderId: string, proofId: string, files: ProofFileJson[]): Promise<boolean> {
    const shown = await this.unitOfWork.within(orderId, async (_order, manager) => {
      if (!(await this.proofs.markShown(manager, proofId, files, this.clock.now()))) return false;
      await this.jobs.send(manager, OtherJob.ProofEmail, { orderId, proofId }, { key: proofId });
      return true;
    });
    return shown ?? false;
  }

  /**
   * The customer's answer to the order's latest proof, under the order's row lock: `check` decides on the locked
   * order and proof (the domain's proofAnswerDecision). An approval queues the submission to the print provider (the
   * order leaves awaiting_approval when it is submitted); a change request keeps the order waiting with the note.
   */
  async answer(
    orderId: string,
    answer: { status: 'approved' } | { status: 'change_requested'; note: string },
    check: (order: OrderRecord, latest: OrderProofRecord | null) => void,
  ): Promise<OrderProofRecord | undefined> {
    return this.unitOfWork.within(orderId, async (order, manager) => {
      const latest = (await this.proofs.latest(orderId, manager)) ?? null;
      check(order, latest);
      if (!latest) throw new Error(`Order ${orderId} has no proof to answer`);
      await this.proofs.answer(manager, latest.id, answer, this.clock.now());
      if (answer.status === 'approved') await this.jobs.enqueue(manager, orderId, [Job.Fulfilment]);
      return (await this.proofs.byId(latest.id, manager)) ?? latest;
    });
  }
}
