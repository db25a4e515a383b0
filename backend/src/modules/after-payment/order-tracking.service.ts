import { Injectable } from '@nestjs/common';
import { artworkUnlocked, customerProgress, DEFAULT_DELIVERY_ESTIMATE } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner, type ImageVariant } from '../images';
import { OrdersRepository, toShipmentDto, toStatusHistory } from '../orders';
import type { OrderTrackingDto } from './after-payment.dto';

/** The latest parcel delivery (ISO), for a delivered order whose history has no delivered step time. */
function latestDelivery(shipments: { deliveredAt: Date | string | null }[]): string | null {
  const times = shipments.flatMap((s) => (s.deliveredAt ? [new Date(s.deliveredAt).getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The public tracking page's data (GET /track/{orderHash}, no sign-in: the 32-byte hash is the secret a gift buyer
 * shares): the artwork, the four steps with their dates, the parcels and the delivery estimate, and on purpose nothing
 * personal: no name, address, email, phone or price. Unpaid orders are not found.
 */
@Injectable()
export class OrderTrackingService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly signer: ImageUrlSigner,
  ) {}

  async track(orderHash: string): Promise<OrderTrackingDto> {
    const order = /^[A-Za-z0-9_-]{8,64}$/.test(orderHash)
      ? await this.orders.findByHash(orderHash)
      : undefined;
    if (!order?.paidAt) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    const [lines, shipments, events] = await Promise.all([
      this.orders.lines(order.id),
      this.orders.shipments([order.id]),
      this.orders.events([order.id]),
    ]);
    const progress = customerProgress({
      paymentStatus: order.invoiceStatus,
      fulfillmentStatus: order.fulfillmentStatus,
      statusHistory: toStatusHistory(events),
      paidAt: order.paidAt.toISOString(),
    });
    // A link anyone may be given: a thumbnail only, clean while the order stays paid (D-285).
    const variant: ImageVariant = artworkUnlocked(order) ? 'paid-thumb' : 'thumb';
    const items = lines.map((line) => ({
      printType: line.printType,
      printSize: line.printSize,
      quantity: line.quantity,
      thumbnailUrl: this.sign(line.imageUrl, variant),
    }));
    const delivered = progress.steps.find((step) => step.step === 'delivered');
    const estimate = order.metadata.deliveryEstimate as { range?: unknown } | undefined;
    return {
      reference: order.orderNumber,
      state: progress.state,
      thumbnailUrl: items.find((item) => item.thumbnailUrl)?.thumbnailUrl ?? null,
      items,
      // Pieces printed (the sum of the quantities), as each line shows its quantity (docs/decisions.md).
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      steps: progress.steps.map((step) => ({
        step: step.step,
        label: step.label,
        reached: step.reached,
        current: step.current,
        at: step.at,
      })),
      parcels: shipments.map(toShipmentDto),
      deliveryEstimate: typeof estimate?.range === 'string' ? estimate.range : DEFAULT_DELIVERY_ESTIMATE,
      deliveredAt: progress.state === 'delivered' ? (delivered?.at ?? latestDelivery(shipments)) : null,
    };
  }

  private sign(image: string | null, variant: ImageVariant): string | null {
    if (!image) return null;
    try {
      return this.signer.sign(image, { variant });
    } catch {
      return null;
    }
  }
}
