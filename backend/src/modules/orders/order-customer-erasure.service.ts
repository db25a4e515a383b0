import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderRowsRepository } from './order-rows.repository';

export { DELETED_CUSTOMER } from './order-rows.repository';

/**
 * The orders module's part of an account deletion (docs/decisions.md D-306): the orders are kept for the tax and
 * accounting records (docs/product.md, "Your data"), their customer's details replaced. The privacy module calls it
 * inside the deletion's transaction; nothing else writes those columns of a kept order.
 */
@Injectable()
export class OrderCustomerErasure {
  constructor(private readonly rows: OrderRowsRepository) {}

  /** Anonymises every order of the account (see OrderRowsRepository.anonymiseCustomer); the number changed. */
  anonymise(manager: EntityManager, userId: string, at: Date): Promise<number> {
    return this.rows.anonymiseCustomer(manager, userId, at);
  }
}
