import { MailOutboxEntity } from './adapters/mail/mail-outbox.entity';
import { ArtStyleEntity } from './modules/styles/art-style.entity';
import { AuthTokenEntity } from './modules/auth/auth-token.entity';
import { EmailVerificationTokenEntity } from './modules/auth/email-verification-token.entity';
import { PasswordResetTokenEntity } from './modules/auth/password-reset-token.entity';
import { CartItemEntity } from './modules/cart/cart-item.entity';
import { ErrorLogEntity } from './modules/error-logs/error-log.entity';
import { PrintifyWebhookEntity } from './modules/fulfilment/printify-webhook.entity';
import { OrderEventEntity } from './modules/orders/order-event.entity';
import { OrderLineItemEntity } from './modules/orders/order-line-item.entity';
import { OrderNotificationEntity } from './modules/orders/order-notification.entity';
import { OrderShipmentEntity } from './modules/orders/order-shipment.entity';
import { OrderEntity } from './modules/orders/order.entity';
import { GenerationJobEntity } from './modules/generation/generation-job.entity';
import { SessionEntity } from './modules/sessions/session.entity';
import { UserEntity } from './modules/users/user.entity';

/**
 * Every entity of the data model (product.md P13), registered once in the DataSource. The list lives here, beside
 * app.module.ts, because it names the modules' and adapters' tables: platform/ (which builds the DataSource options)
 * imports neither, and takes the list as a parameter.
 */
export const ENTITIES = [
  UserEntity,
  AuthTokenEntity,
  PasswordResetTokenEntity,
  EmailVerificationTokenEntity,
  ArtStyleEntity,
  SessionEntity,
  GenerationJobEntity,
  OrderEntity,
  CartItemEntity,
  OrderLineItemEntity,
  OrderNotificationEntity,
  PrintifyWebhookEntity,
  OrderShipmentEntity,
  OrderEventEntity,
  ErrorLogEntity,
  MailOutboxEntity,
];
