import { type FulfilmentLine, providerLineOf } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import type { OrderRecord, OrdersRepository } from '../orders';

/**
 * The provider lines of a reprint: the original lines' print files and variants, nothing made again. Refuses
 * (CLAIM.ACTION_CONFLICT) lines without a print file: staff approving a reprint hear it at once, before the job.
 */
export function reprintLines(
  order: OrderRecord,
  lines: Awaited<ReturnType<OrdersRepository['lines']>>,
  publicUrl: string,
): FulfilmentLine[] {
  return lines.map((line, index) => {
    const { printFileUrl: url, printFileWidth: widthPx, printFileHeight: heightPx } = line;
    const fileName = (file: string) =>
      new URL(file, publicUrl).pathname.split('/').pop() || `${order.orderHash}-${index + 1}.jpg`;
    const provider =
      url && widthPx && heightPx
        ? providerLineOf(line, { url, fileName: fileName(url), widthPx, heightPx })
        : undefined;
    if (!provider?.ok) {
      throw new AppError(
        'CLAIM.ACTION_CONFLICT',
        'This order has no print file for the chosen items yet, so it cannot be reprinted; refund it instead.',
      );
    }
    return provider.line;
  });
}
