// The orders module's public entry: what other modules may use. Everything else in modules/orders is internal
// (the lint rule in backend/eslint.boundaries.config.mjs refuses deep imports from other modules).
export { OrdersModule } from './orders.module';
export { OrderLifecycle } from './order-lifecycle.service';
export type { OrderRef } from './order-unit-of-work';
export { OrderProofSteps } from './order-proof-steps';
export { DELETED_CUSTOMER, OrderCustomerErasure } from './order-customer-erasure.service';
export { withOrderLock } from './order-lock';
export { OrdersRepository } from './orders.repository';
export type { OrderGiftRecord, OrderNotificationRecord, OrderRecord } from './order-records';
export { orderHoldTimes } from './order-records';
export { OrderGiftDto, toGiftDto } from './order-gift.dto';
export { ProviderOrders } from './provider-orders.service';
export type { ProviderOrderRecord, ProviderShipmentJson } from './provider-orders.repository';
export { OrderNotesRepository, type OrderNoteRow } from './order-notes.repository';
export { OrdersService, toShipmentDto, toStatusHistory } from './orders.service';
export {
  OrderProofsRepository,
  type OrderProofRecord,
  type ProofFileJson,
  type ProofRequester,
} from './order-proofs.repository';
export { OrderProofsService } from './order-proofs.service';
export {
  AdminOrderProofDto,
  OrderProofDto,
  OrderProofFileDto,
  toAdminOrderProofDto,
  toOrderProofDto,
} from './order-proof.dto';
export type {
  OrderDisputeJson,
  OrderMetadataJson,
  OrderShippingAddressJson,
  UnkeptPaymentReason,
} from './order.entity';
export { orderConfirmationEmail } from './order-confirmation.email';
export { orderStatusEmail } from './order-status.email';
export { GIFT_SHIPPED_NOTIFICATION } from './order-status-email.service';
