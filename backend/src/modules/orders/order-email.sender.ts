import { Inject, Injectable } from '@nestjs/common';
import { MAILER, type Mailer, type MailMessage, shopPaths, shopUrl } from '@petart/domain';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { OrderHistoryRepository } from './order-history.repository';
import { OrdersRepository } from './orders.repository';

/**
 * What every order email shares: the shop's links of an order and sending once against a claimed
 * order_notifications row (marked sent with the provider's message id, or failed so that the outbox retries).
 */
@Injectable()
export class OrderEmailSender {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly history: OrderHistoryRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get supportEmail(): string {
    return this.config.supportEmail;
  }

  /** The customer's order page (the confirmation screen). */
  orderUrl(orderHash: string): string {
    return shopUrl(this.config.publicUrl, shopPaths.orderPage(orderHash));
  }

  /** The public tracking page of an order. */
  trackUrl(orderHash: string): string {
    return shopUrl(this.config.publicUrl, shopPaths.tracking(orderHash));
  }

  /**
   * Composes and sends the email of a claimed notification, then marks the notification sent; when composing or
   * sending fails it is marked failed and the error rethrown (the outbox job retries).
   */
  async sendClaimed(
    notificationId: string,
    compose: () => Promise<MailMessage> | MailMessage,
  ): Promise<true> {
    try {
      const { messageId } = await this.mailer.send(await compose());
      await this.history.finishNotification(notificationId, { messageId });
      return true;
    } catch (error) {
      await this.history.finishNotification(notificationId, { failed: true });
      throw error;
    }
  }
}
