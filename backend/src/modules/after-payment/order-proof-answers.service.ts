import { Injectable } from '@nestjs/common';
import {
  isAwaitingApproval,
  PROOF_MESSAGES,
  proofAnswerDecision,
  proofNoteProblem,
  type ProofDecision,
} from '@petart/domain';
import type { AuthenticatedUser } from '../../platform/auth';
import { AppError } from '../../platform/http/app-error';
import { ErrorLogsService } from '../error-logs';
import { OrderProofSteps, OrdersService, type OrderProofRecord, type OrderRecord } from '../orders';

/** 409 with the domain's message when the decision refuses. */
function refuseUnless(decision: ProofDecision): void {
  if (!decision.allowed)
    throw new AppError('ORDER.PROOF_CONFLICT', decision.message, { details: [decision.message] });
}

/** Staff redraw a proof only while the order still waits for its approval (a proof order, not approved). */
export const PROOF_REDRAW_REFUSED =
  'Only a proof order waiting for its customer’s approval can get a new proof (this one is approved, cancelled, or has no proof).';

/**
 * The answers to a proof (D-300): the customer approves the latest proof of their own order (production follows:
 * the submission is queued), or asks for one change with a note (staff read it on the order page and redraw); staff
 * redraw. Another customer's order is not found (404); an answer the domain's proofAnswerDecision refuses is a 409
 * with its message; a bad note a 400. Each answer is in the audit trail, as staff actions are.
 */
@Injectable()
export class OrderProofAnswersService {
  constructor(
    private readonly orders: OrdersService,
    private readonly proofSteps: OrderProofSteps,
    private readonly errorLogs: ErrorLogsService,
  ) {}

  private decide = (order: OrderRecord, latest: OrderProofRecord | null): void =>
    refuseUnless(proofAnswerDecision(order, latest));

  async approve(user: AuthenticatedUser, orderHash: string): Promise<OrderProofRecord> {
    const orderId = await this.orders.findOwnOrderId(user, orderHash);
    const proof = await this.proofSteps.answer(orderId, { status: 'approved' }, this.decide);
    if (!proof) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    await this.audit(user, 'orders.proof_approved', orderId, { revision: proof.revision });
    return proof;
  }

  async requestChange(
    user: AuthenticatedUser,
    orderHash: string,
    rawNote: unknown,
  ): Promise<OrderProofRecord> {
    const orderId = await this.orders.findOwnOrderId(user, orderHash);
    const problem = proofNoteProblem(rawNote);
    if (problem) {
      throw new AppError('VALIDATION.FAILED', PROOF_MESSAGES[problem], {
        details: [PROOF_MESSAGES[problem]],
      });
    }
    const note = String(rawNote).trim();
    const proof = await this.proofSteps.answer(orderId, { status: 'change_requested', note }, this.decide);
    if (!proof) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    await this.audit(user, 'orders.proof_change_requested', orderId, {
      revision: proof.revision,
      length: note.length,
    });
    return proof;
  }

  /** Staff draw a new proof (after a change request, or to show one again); the caller audits it. */
  async redraw(orderId: string): Promise<OrderProofRecord> {
    const proof = await this.proofSteps.request(orderId, 'staff', (order, latest) => {
      if (
        !order.proofRequested ||
        !isAwaitingApproval(order.fulfillmentStatus) ||
        latest?.status === 'approved'
      ) {
        throw new AppError('ORDER.PROOF_CONFLICT', PROOF_REDRAW_REFUSED, { details: [PROOF_REDRAW_REFUSED] });
      }
    });
    if (!proof) throw new AppError('ORDER.NOT_FOUND', 'Order Not Found');
    return proof;
  }

  private audit(user: AuthenticatedUser, action: string, orderId: string, detail: Record<string, unknown>) {
    return this.errorLogs.recordAudit({
      actor: { id: user.id, email: user.email },
      action,
      target: { type: 'order', id: orderId },
      detail,
    });
  }
}
