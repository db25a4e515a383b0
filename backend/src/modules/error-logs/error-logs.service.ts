import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AdvisoryLockKey } from '../../platform/database/advisory-lock-keys';
import { AppError } from '../../platform/http/app-error';
import type { ErrorSeverity } from './error-log.entity';
import { errorFingerprint } from '../../platform/logging/error-fingerprint';
import { staffActionLabel } from '@petart/domain';
import {
  ErrorLogsRepository,
  type ErrorListFilter,
  type ErrorLogListRow,
  type ErrorLogWithUser,
} from './error-logs.repository';
import {
  ADMIN_AUDIT,
  clientErrorSeverity,
  isReservedForServer,
  normalizeClientErrorType,
  type ServerErrorType,
} from './error-types';
import { scrubSecrets, scrubText } from '../../platform/logging/scrub-secrets';

export { ADMIN_AUDIT } from './error-types';
export type { ErrorListFilter } from './error-logs.repository';
/** Identical open errors seen again within this window are counted on the same row (a new row after it). */
export const GROUPING_WINDOW_MINUTES = 15;
/** Resolved errors are deleted this long after they were resolved. */
export const RESOLVED_RETENTION_DAYS = 30;
/** Open errors nobody looked at are deleted this long after they were last seen. */
export const OPEN_RETENTION_DAYS = 180;
/** Audit entries are kept for a year. */
export const AUDIT_RETENTION_DAYS = 365;
/** Largest stored context (bytes of JSON): a larger one keeps the top-level entries that fit, and its size. */
export const CONTEXT_MAX_BYTES = 8 * 1024;
/** Advisory lock key of the scheduled prune. */
const PRUNE_LOCK_KEY = AdvisoryLockKey.ErrorLogsPrune;

/** One error the server records; everything is scrubbed of secrets before it is written. */
export interface ErrorLogInput {
  errorType: ServerErrorType;
  errorMessage: string;
  stackTrace?: string | null;
  context?: Record<string, unknown> | null;
  userId?: string | null;
  userAgent?: string | null;
  severity?: ErrorSeverity;
  /** Part of the fingerprint (e.g. 'POST /api/generate'); defaults to context.route. */
  route?: string | null;
}

/** An error log as the admin API returns it (product.md P13, plus the grouping fields). */
export interface ErrorLogView {
  id: string;
  userId: string | null;
  errorType: string;
  errorMessage: string;
  stackTrace: string | null;
  context: Record<string, unknown> | null;
  userAgent: string | null;
  severity: ErrorSeverity;
  resolved: boolean;
  createdAt: string;
  resolvedAt: string | null;
  occurrences: number;
  lastSeenAt: string;
  userDetails: { email: string; username: string | null } | null;
  /** An audit entry's action key as stored ('orders.refund'); null for errors. */
  action: string | null;
  /** The action in words ('Refunded'); null for errors. */
  actionLabel: string | null;
  /** An audit entry's object as staff read it (null for errors, and for an entry about no order, claim, user or gift card). */
  subject: AuditSubject | null;
}

/** What an audit entry was about: the object's kind and id, and the words that name it. */
export interface AuditSubject {
  type: 'order' | 'claim' | 'user' | 'gift_card';
  id: string;
  /** The order (of a claim too): its id for the link, its number and its customer's email. */
  orderId: string | null;
  orderNumber: string | null;
  customerEmail: string | null;
  /** A user's email. */
  userEmail: string | null;
  /** The object in words: "Order PA-7K3M9X", "Claim on order PA-7K3M9X", a user's email, "A deleted order". */
  label: string;
  /** The admin app's page of the object (its order page, the claim on it, the user's page); null once deleted. */
  href: string | null;
}

/** The audit target types that name one order, claim, user or gift card. */
const SUBJECT_TYPES = ['order', 'claim', 'user', 'gift_card'] as const;
type SubjectType = (typeof SUBJECT_TYPES)[number];
const isSubjectType = (type: unknown): type is SubjectType =>
  (SUBJECT_TYPES as readonly unknown[]).includes(type);

/** The target of an audit entry, as recordAudit stored it (`context.target`). */
function targetOf(row: ErrorLogWithUser): { type: SubjectType; id: string } | undefined {
  const target = (row.context as { target?: { type?: unknown; id?: unknown } } | null)?.target;
  if (!target || !isSubjectType(target.type) || typeof target.id !== 'string' || target.id === '')
    return undefined;
  return { type: target.type, id: target.id };
}

/** A browser's report (POST /api/client-errors), already validated; none of it is trusted. */
export interface ClientErrorReport {
  errorType: string;
  message: string;
  stack?: string | null;
  context?: Record<string, unknown> | null;
  url?: string | null;
  userId: string | null;
  userAgent: string | null;
}

export interface AuditInput {
  actor: { id: string; email: string };
  /** What was done, e.g. 'error.resolve', 'job.retry', 'email.test'. */
  action: string;
  /** The object acted on, e.g. { type: 'error_log', id } or { type: 'email', id: 'shipped' }. */
  target: { type: string; id?: string | null; [key: string]: unknown };
  /** 'failed' when the action was attempted and refused (kept too); 'ok' otherwise. */
  outcome?: 'ok' | 'failed';
  /** Anything worth keeping about the action (e.g. the exported date range). */
  detail?: Record<string, unknown>;
}

const SEVERITIES: readonly ErrorSeverity[] = ['critical', 'high', 'medium', 'low'];
const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

/** The context within {@link CONTEXT_MAX_BYTES}: the top-level entries that fit, in order, and the original size. */
function boundContext(context: Record<string, unknown>): Record<string, unknown> {
  const bytes = jsonBytes(context);
  if (bytes <= CONTEXT_MAX_BYTES) return context;
  const kept: Record<string, unknown> = {};
  // Room for the `truncatedBytes` entry.
  let budget = CONTEXT_MAX_BYTES - 64;
  for (const [key, value] of Object.entries(context)) {
    const size = jsonBytes({ [key]: value });
    if (size > budget) continue;
    kept[key] = value;
    budget -= size;
  }
  return { ...kept, truncatedBytes: bytes };
}

/** An audit entry's action key (`context.action`); null for errors. */
function actionOf(row: ErrorLogWithUser): string | null {
  if (row.errorType !== ADMIN_AUDIT) return null;
  const action = (row.context as { action?: unknown } | null)?.action;
  return typeof action === 'string' ? action : null;
}

const enc = encodeURIComponent;

/**
 * The object of an audit entry as a page row read it: its words and the admin page it opens (the admin app's
 * routes: an order at /orders/:id, a claim on its order's page, a user at /users/:id, a gift card at
 * /gift-cards/:id). An object deleted since keeps its kind and id, and says it is gone.
 */
function subjectOf(row: ErrorLogListRow): AuditSubject | null {
  const target = row.errorType === ADMIN_AUDIT ? targetOf(row) : undefined;
  if (!target) return null;
  const known = {
    orderId: row.subjectOrderId,
    orderNumber: row.subjectOrderNumber,
    customerEmail: row.subjectCustomerEmail,
    userEmail: row.subjectUserEmail,
  };
  if (target.type === 'gift_card') {
    const card = row.subjectGiftCardId;
    return {
      ...target,
      ...known,
      label: card
        ? `Gift card ${row.subjectGiftCardEnd ? `…${row.subjectGiftCardEnd}` : '(not issued)'}`
        : 'A deleted gift card',
      href: card ? `/gift-cards/${enc(target.id)}` : null,
    };
  }
  if (target.type === 'user') {
    return {
      ...target,
      ...known,
      label: known.userEmail ?? 'A deleted user',
      href: known.userEmail ? `/users/${enc(target.id)}` : null,
    };
  }
  const order = known.orderId && known.orderNumber ? { id: known.orderId, number: known.orderNumber } : null;
  if (target.type === 'claim') {
    return {
      ...target,
      ...known,
      label: order && row.subjectClaimId ? `Claim on order ${order.number}` : 'A deleted claim',
      href: order && row.subjectClaimId ? `/orders/${enc(order.id)}?claim=${enc(target.id)}` : null,
    };
  }
  return {
    ...target,
    ...known,
    label: order ? `Order ${order.number}` : 'A deleted order',
    href: order ? `/orders/${enc(order.id)}` : null,
  };
}

function toView(row: ErrorLogWithUser, subject: AuditSubject | null = null): ErrorLogView {
  const action = actionOf(row);
  return {
    id: row.id,
    userId: row.userId,
    errorType: row.errorType,
    errorMessage: row.errorMessage,
    stackTrace: row.stackTrace,
    context: row.context,
    userAgent: row.userAgent,
    severity: row.severity,
    resolved: row.resolved,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    occurrences: Number(row.occurrences),
    lastSeenAt: row.lastSeenAt.toISOString(),
    userDetails: row.userEmail ? { email: row.userEmail, username: row.userUsername } : null,
    action,
    actionLabel: action === null ? null : staffActionLabel(action),
    subject,
  };
}

/**
 * error_logs: every server 5xx, job that gave up, vendor failure a customer saw, order parked in error and client
 * crash lands here (scrubbed of secrets, grouped by fingerprint), plus the ADMIN_AUDIT trail of staff actions.
 * Recording never throws: a failure to log is itself only logged, so it cannot break the request that failed.
 */
@Injectable()
export class ErrorLogsService implements OnApplicationShutdown {
  private readonly logger = new Logger(ErrorLogsService.name);

  /** Writes in flight (the exception filter does not wait for them); see {@link idle}. */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly logs: ErrorLogsRepository) {}

  /** Resolves once every write started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** Records (or counts, when the same error is already open and recent) an error; resolves with the row id. */
  record(input: ErrorLogInput): Promise<string | undefined> {
    return this.track(this.write(input, { keepContext: false }));
  }

  /**
   * Records a browser's report, which anyone can send: a type the server records itself (ADMIN_AUDIT, JOB_FAILED,
   * the API's error types) is refused with VALIDATION.FAILED, the context says `source: 'client'` whatever the
   * report claims, and a repeat of an open report only counts: it never rewrites the context stored for the group.
   */
  recordClientReport(report: ClientErrorReport): Promise<string | undefined> {
    if (isReservedForServer(report.errorType)) {
      const message = `errorType ${report.errorType} is reserved for errors the server records`;
      return Promise.reject(new AppError('VALIDATION.FAILED', message, { details: [message] }));
    }
    const errorType = normalizeClientErrorType(report.errorType);
    const server = { source: 'client', url: report.url ?? null };
    return this.track(
      this.write(
        {
          errorType,
          errorMessage: report.message,
          stackTrace: report.stack ?? null,
          userId: report.userId,
          userAgent: report.userAgent,
          severity: clientErrorSeverity(errorType),
          route: report.url ? report.url.split('?')[0] : null,
          // The server's entries last, so that the report cannot relabel itself; first, so that they are kept when
          // a large context is cut.
          context: { ...server, ...report.context, ...server },
        },
        { keepContext: true },
      ),
    );
  }

  private track(write: Promise<string | undefined>): Promise<string | undefined> {
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
    return write;
  }

  private async write(
    input: Omit<ErrorLogInput, 'errorType'> & { errorType: string },
    { keepContext }: { keepContext: boolean },
  ): Promise<string | undefined> {
    if (!this.logs.available) return undefined;
    try {
      const context = input.context
        ? boundContext(scrubSecrets(input.context) as Record<string, unknown>)
        : null;
      const errorType = clip(input.errorType || 'UNKNOWN_ERROR', 100);
      const errorMessage = clip(scrubText(input.errorMessage || '(no message)'), 4000);
      const stackTrace = input.stackTrace ? clip(scrubText(input.stackTrace), 16_000) : null;
      const route = input.route ?? (typeof context?.route === 'string' ? context.route : null);
      const fingerprint = errorFingerprint({ errorType, errorMessage, stackTrace, route });
      const severity: ErrorSeverity =
        input.severity && SEVERITIES.includes(input.severity) ? input.severity : 'medium';
      return await this.logs.recordGrouped(
        {
          userId: input.userId ?? null,
          errorType,
          errorMessage,
          stackTrace,
          context,
          userAgent: input.userAgent ? clip(input.userAgent, 500) : null,
          severity,
          fingerprint,
        },
        GROUPING_WINDOW_MINUTES,
        { keepContext },
      );
    } catch (error) {
      this.logger.warn(
        `Could not write an error log: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }

  /** Records one staff action as an ADMIN_AUDIT entry (who did what to which object, when). */
  async recordAudit({ actor, action, target, outcome = 'ok', detail }: AuditInput): Promise<void> {
    if (!this.logs.available) return;
    const message = `${actor.email} ${action} ${target.type}${target.id ? ` ${target.id}` : ''}${outcome === 'failed' ? ' (failed)' : ''}`;
    try {
      await this.logs.insertAudit({
        userId: actor.id,
        message: clip(message, 1000),
        context: scrubSecrets({ actor, action, target, outcome, ...(detail ? { detail } : {}) }),
      });
    } catch (error) {
      this.logger.warn(
        `Could not write an audit entry: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /**
   * A page of entries, newest first; `type` = exclude-audit (errors) or ADMIN_AUDIT (audit trail), `action` one
   * action key. Each audit entry names its order, claim or user in words, read in the page's one query: staff read
   * "Order PA-7K3M9X · ada@example.com", not the order's id.
   */
  async list(options: {
    limit: number;
    offset: number;
    type?: ErrorListFilter;
    action?: string;
  }): Promise<{ errors: ErrorLogView[]; total: number; limit: number; offset: number }> {
    const { rows, total } = await this.logs.page(options);
    return {
      errors: rows.map((row) => toView(row, subjectOf(row))),
      total,
      limit: options.limit,
      offset: options.offset,
    };
  }

  /** The staff actions recorded about one object (an order's page shows them in its timeline), oldest first. */
  async auditOf(objectType: string, objectId: string): Promise<ErrorLogView[]> {
    return (await this.logs.auditOf(objectType, objectId)).map((row) => toView(row));
  }

  /** Error totals (audit entries are not errors). */
  async count(): Promise<{ total: number; unresolved: number }> {
    return this.logs.countErrors();
  }

  async get(id: string): Promise<ErrorLogView> {
    const row = await this.logs.findById(id);
    if (!row) throw new AppError('ERROR_LOG.NOT_FOUND', 'Error log not found');
    return toView(row, subjectOf(row));
  }

  private async assertError(id: string): Promise<ErrorLogView> {
    const entry = await this.get(id);
    if (entry.errorType === ADMIN_AUDIT) {
      throw new AppError('ERROR_LOG.AUDIT_FORBIDDEN', 'Audit entries are read-only');
    }
    return entry;
  }

  /** Marks one error resolved (idempotent: an already resolved one keeps its first resolution time). */
  async resolve(id: string): Promise<ErrorLogView> {
    await this.assertError(id);
    await this.logs.markResolved(id);
    return this.get(id);
  }

  /** Resolves the open errors among `ids`; already resolved ones (and audit entries) are skipped. */
  async resolveMany(ids: readonly string[]): Promise<{ resolved: string[]; skipped: number }> {
    const resolved = await this.logs.resolveOpenErrors(ids);
    return { resolved, skipped: ids.length - resolved.length };
  }

  async remove(id: string): Promise<void> {
    await this.assertError(id);
    await this.logs.delete(id);
  }

  /** Deletes the errors among `ids` (audit entries are kept); resolves with how many were deleted. */
  async removeMany(ids: readonly string[]): Promise<number> {
    return (await this.logs.deleteErrors(ids)).length;
  }

  /** Deletes every error log; the audit trail is kept (staff cannot erase what they did). */
  async removeAll(): Promise<number> {
    return (await this.logs.deleteErrors()).length;
  }

  /** Retention (docs/decisions.md "Staff dev tools"): resolved 30 days, open 180 days, audit 365 days. */
  async prune(now: Date = new Date()): Promise<number> {
    const day = 24 * 60 * 60 * 1000;
    const removed = await this.logs.deleteOlderThan({
      resolved: new Date(now.getTime() - RESOLVED_RETENTION_DAYS * day),
      open: new Date(now.getTime() - OPEN_RETENTION_DAYS * day),
      audit: new Date(now.getTime() - AUDIT_RETENTION_DAYS * day),
    });
    return removed.length;
  }

  /** Every 6 hours, each tick once across replicas (ErrorLogsPruneSchedule). */
  async pruneOnSchedule(): Promise<void> {
    if (!this.logs.available) return;
    try {
      await this.logs.exclusively(PRUNE_LOCK_KEY, () => this.prune());
    } catch (error) {
      this.logger.warn(`error_logs prune failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
