import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrderRecord } from './order-records';
import { OrderRowsRepository } from './order-rows.repository';

/** The order of a unit of work: its id, or the payment it was paid with. */
export type OrderRef = string | { paymentId: string; orderHash?: string };

/**
 * One unit of work on one order: its row locked (FOR NO KEY UPDATE, which leaves the foreign-key checks of rows
 * inserted for the order elsewhere unblocked) in one transaction, the caller's when `manager` is given. Shared by the
 * order's lifecycle and its proofs, so both change an order under the same lock.
 */
@Injectable()
export class OrderUnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: OrderRowsRepository,
  ) {}

  /**
   * `work` gets the locked order, decides and writes, and the jobs it queues commit with it. An order is named by its
   * id, or by a payment (its id, else our hash when the payment id is not on the order yet: a webhook racing
   * create-payment-intent). Undefined when no order matches. Vendor calls never run inside: they take
   * `withOrderLock` (order-lock.ts) outside any transaction.
   */
  async within<T>(
    ref: OrderRef,
    work: (order: OrderRecord, manager: EntityManager) => Promise<T>,
    manager?: EntityManager,
  ): Promise<T | undefined> {
    const run = async (m: EntityManager): Promise<T | undefined> => {
      const order =
        typeof ref === 'string'
          ? await this.rows.lockById(m, ref)
          : await this.rows.lockForPayment(m, ref.paymentId, ref.orderHash);
      return order ? work(order, m) : undefined;
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }
}
