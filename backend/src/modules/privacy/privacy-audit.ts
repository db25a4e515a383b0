import { Injectable } from '@nestjs/common';
import { AdminAuditService } from '../error-logs';

/**
 * How a customer's own privacy actions enter the audit trail: as the account's id and the word `customer`, never its
 * email, so that the trail can stay once the account is deleted without naming the person (the request's id links
 * the entries).
 */
export const CUSTOMER_ACTOR = 'customer';

/** The audit entries of privacy requests (target `privacy_request`). */
@Injectable()
export class PrivacyAudit {
  constructor(private readonly audit: AdminAuditService) {}

  record(
    actor: { id: string; email: string },
    action: string,
    requestId: string,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.record(actor, {
      action,
      objectType: 'privacy_request',
      objectId: requestId,
      ...(detail ? { detail } : {}),
    });
  }

  /** An entry whose actor is the customer themselves. */
  byCustomer(userId: string, action: string, requestId: string, detail?: Record<string, unknown>) {
    return this.record({ id: userId, email: CUSTOMER_ACTOR }, action, requestId, detail);
  }

  /** The entries of one request, oldest first. */
  of(requestId: string) {
    return this.audit.of('privacy_request', requestId);
  }
}
