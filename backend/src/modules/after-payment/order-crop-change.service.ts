import { Injectable } from '@nestjs/common';
import { CROP_NOTHING_TO_MOVE_MESSAGE, cropAxis, cropChangeDecision } from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ErrorLogsService } from '../error-logs';
import { OrderLifecycle, OrdersService, type OrderProofRecord } from '../orders';

/**
 * The customer's own crop of a proof order's line (docs/decisions.md D-300): instead of a note asking staff to move
 * the picture, they place the crop window themselves. The domain's cropChangeDecision decides under the order's row
 * lock (409 ORDER.PROOF_CONFLICT with its message unless the latest proof is shown and unanswered); the position is
 * stored on the line and the next proof is asked for in the same transaction, so the proof drawn next (and the print
 * file made at submission) is cut at it. Another customer's order is not found (404). Audited as the proof answers
 * are.
 */
@Injectable()
export class OrderCropChangeService {
  constructor(
    private readonly orders: OrdersService,
    private readonly lifecycle: OrderLifecycle,
    private readonly errorLogs: ErrorLogsService,
  ) {}

  async change(
    user: AuthenticatedUser,
    orderHash: string,
    lineId: string,
    position: number,
  ): Promise<OrderProofRecord> {
    const orderId = await this.orders.findOwnOrderId(user, orderHash);
    // The line as its page shows it: an artwork of the print's shape (as the latest proof measured it) has no window to
    // move, and the shop's editor offers none; refused here too, so no call draws the same proof again.
    const line = (await this.orders.byHash(user, orderHash)).items.find((item) => item.id === lineId);
    if (line?.artworkAspect != null && cropAxis(line.artworkAspect, line.printAspect) === null) {
      throw new AppError('ORDER.PROOF_CONFLICT', CROP_NOTHING_TO_MOVE_MESSAGE, {
        details: [CROP_NOTHING_TO_MOVE_MESSAGE],
      });
    }
    const proof = await this.lifecycle.changeLineCrop(orderId, lineId, position, (order, latest) => {
      const decision = cropChangeDecision(order, latest);
      if (!decision.allowed)
        throw new AppError('ORDER.PROOF_CONFLICT', decision.message, { details: [decision.message] });
    });
    if (!proof) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    await this.errorLogs.recordAudit({
      actor: { id: user.id, email: user.email },
      action: 'orders.proof_crop_changed',
      target: { type: 'order', id: orderId },
      detail: { lineId, position, revision: proof.revision },
    });
    return proof;
  }
}
