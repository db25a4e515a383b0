import { Inject, Injectable } from '@nestjs/common';
import {
  AFTER_PAYMENT_MESSAGES,
  CLOCK,
  type Clock,
  digitalFileName,
  downloadAvailability,
  type ObjectStorage,
  printFileName,
  providerRevisionOf,
} from '@petart/domain';
import sharp from 'sharp';
import { OBJECT_STORAGE } from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ImageUrlSigner } from '../images';
import { OrdersRepository } from '../orders';

/**
 * Storage key of a line's print file (as PrintFileGenerator stores it; 1-based line number), at the order's provider
 * revision (a name change after payment makes new files).
 */
export function printFileKey(orderHash: string, lineNumber: number, revision = 0): string {
  return `print-files/${orderHash}/${printFileName(orderHash, lineNumber, revision)}`;
}

/** API path of a line's download (what the apps and emails link to). */
export function downloadPath(orderHash: string, lineNumber: number): string {
  return `/api/orders/${encodeURIComponent(orderHash)}/download?line=${lineNumber}`;
}

/** One digital file ready to send. */
export interface DigitalFile {
  fileName: string;
  contentType: 'image/jpeg' | 'image/png';
  body: Buffer;
}

/**
 * The digital file of a paid order (product.md P1: "digital files must be downloaded within 30 days"): each line's
 * full-resolution artwork, i.e. its print file when it has been made (the artwork at print resolution, JPEG), else
 * the stored artwork itself (PNG or JPEG; any other format is converted to PNG), named after the order. Owner only
 * (anyone else: 404, so existence does not leak); 409 before payment or once refunded in full; 410 after 30 days.
 */
@Injectable()
export class DigitalFilesService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly signer: ImageUrlSigner,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async download(user: AuthenticatedUser, orderHash: string, lineNumber: number): Promise<DigitalFile> {
    const order = await this.orders.findByHash(orderHash);
    if (!order || order.userId !== user.id) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    switch (downloadAvailability(order, this.clock.now())) {
      case 'not_paid':
        throw new AppError('ORDER.NOT_PAID', AFTER_PAYMENT_MESSAGES.downloadNotPaid);
      case 'cancelled':
        throw new AppError('ORDER.DOWNLOAD_CONFLICT', AFTER_PAYMENT_MESSAGES.downloadCancelled);
      case 'expired':
        throw new AppError('ORDER.DOWNLOAD_EXPIRED', AFTER_PAYMENT_MESSAGES.downloadExpired);
      case 'available':
        break;
    }
    const lines = await this.orders.lines(order.id);
    const line = lines[lineNumber - 1];
    if (!line) throw new AppError('ORDER.FILE_NOT_FOUND', 'This order has no such file.');

    const printFile = await this.storage.get(
      printFileKey(order.orderHash, lineNumber, providerRevisionOf(order.metadata)),
    );
    if (printFile) {
      return {
        fileName: digitalFileName(order.orderHash, lineNumber, 'jpg'),
        contentType: 'image/jpeg',
        body: Buffer.from(printFile.body),
      };
    }
    const key = line.imageUrl
      ? (this.signer.keyOf(line.imageUrl) ?? this.signer.keyOf(`/api/images/${line.imageUrl}`))
      : undefined;
    const source = key ? await this.storage.get(key) : undefined;
    if (!source) throw new AppError('ORDER.FILE_NOT_FOUND', 'The artwork of this order is no longer stored.');
    if (source.contentType === 'image/png' || source.contentType === 'image/jpeg') {
      const jpeg = source.contentType === 'image/jpeg';
      return {
        fileName: digitalFileName(order.orderHash, lineNumber, jpeg ? 'jpg' : 'png'),
        contentType: jpeg ? 'image/jpeg' : 'image/png',
        body: Buffer.from(source.body),
      };
    }
    // WebP or anything else: the customer gets a PNG (lossless, opens everywhere).
    const png = await sharp(source.body).png().toBuffer();
    return {
      fileName: digitalFileName(order.orderHash, lineNumber, 'png'),
      contentType: 'image/png',
      body: png,
    };
  }
}
