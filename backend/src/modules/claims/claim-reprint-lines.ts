import { type FulfilmentLine, lookupPrintOption } from '@petart/domain';
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
    const option = lookupPrintOption(line.printType, line.printSize, { orderable: false });
    if (!option.ok || !line.printFileUrl || !line.printFileWidth || !line.printFileHeight) {
      throw new AppError(
        'CLAIM.ACTION_CONFLICT',
        'This order has no print file for the chosen items yet, so it cannot be reprinted; refund it instead.',
      );
    }
    const fileName =
      new URL(line.printFileUrl, publicUrl).pathname.split('/').pop() ||
      `${order.orderHash}-${index + 1}.jpg`;
    return {
      lineId: line.id,
      printType: option.type.value,
      printSize: option.size.value,
      quantity: line.quantity,
      printFile: {
        url: line.printFileUrl,
        fileName,
        widthPx: line.printFileWidth,
        heightPx: line.printFileHeight,
      },
      variant: option.size.printify,
      mirrorEdges: option.type.value === 'canvas',
    };
  });
}
