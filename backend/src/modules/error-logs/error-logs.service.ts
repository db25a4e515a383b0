import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import { AppError } from '../../platform/http/app-error';
import type { ErrorSeverity } from './error-log.entity';
import { errorFingerprint } from './error-fingerprint';
import { scrubSecrets, scrubText } from './scrub-secrets';

/** The errorType of audit entries (product.md P13: audit entries are error logs of type ADMIN_AUDIT). */
export const ADMIN_AUDIT = 'ADMIN_AUDIT';
/** Identical open errors seen again within this window are counted on the same row (a new row after it). */
export const GROUPING_WINDOW_MINUTES = 15;
/** Resolved errors are deleted this long after they were resolved. */
export const RESOLVED_RETENTION_DAYS = 30;
/** Open errors nobody looked at are deleted this long after they were last seen. */
export const OPEN_RETENTION_DAYS = 180;
/** Audit entries are kept for a year. */
export const AUDIT_RETENTION_DAYS = 365;
/** Advisory lock of the daily prune ('petart:error-logs-prune'); 727_001/727_002 are the outbox and rate limits. */
const PRUNE_LOCK_KEY = 727_014;

/** One error to record; everything is scrubbed of secrets before it is written. */
export interface ErrorLogInput {
  errorType: string;
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

export type ErrorListFilter = 'exclude-audit' | typeof ADMIN_AUDIT | undefined;

interface Row {
  id: string;
  user_id: string | null;
  error_type: string;
  error_message: string;
  stack_trace: string | null;
  context: Record<string, unknown> | null;
  user_agent: string | null;
  severity: ErrorSeverity;
  resolved: boolean;
  created_at: Date;
  resolved_at: Date | null;
  occurrences: number;
  last_seen_at: Date;
  user_email: string | null;
  user_username: string | null;
}

const SEVERITIES: readonly ErrorSeverity[] = ['critical', 'high', 'medium', 'low'];
const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);

function toView(row: Row): ErrorLogView {
  return {
    id: row.id,
    userId: row.user_id,
    errorType: row.error_type,
    errorMessage: row.error_message,
    stackTrace: row.stack_trace,
    context: row.context,
    userAgent: row.user_agent,
    severity: row.severity,
    resolved: row.resolved,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    occurrences: Number(row.occurrences),
    lastSeenAt: row.last_seen_at.toISOString(),
    userDetails: row.user_email ? { email: row.user_email, username: row.user_username } : null,
  };
}

const SELECT = `SELECT e.*, u.email AS user_email, u.username AS user_username
                  FROM error_logs e LEFT JOIN users u ON u.id = e.user_id`;

function typeCondition(type: ErrorListFilter): string {
  if (type === ADMIN_AUDIT) return `e.error_type = '${ADMIN_AUDIT}'`;
  if (type === 'exclude-audit') return `e.error_type <> '${ADMIN_AUDIT}'`;
  return 'true';
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

  constructor(private readonly dataSource: DataSource) {}

  /** Resolves once every write started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** Records (or counts, when the same error is already open and recent) an error; resolves with the row id. */
  record(input: ErrorLogInput): Promise<string | undefined> {
    const write = this.write(input);
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
    return write;
  }

  private async write(input: ErrorLogInput): Promise<string | undefined> {
    if (!this.dataSource.isInitialized) return undefined;
    try {
      const context = input.context ? (scrubSecrets(input.context) as Record<string, unknown>) : null;
      const errorType = clip(input.errorType || 'UNKNOWN_ERROR', 100);
      const errorMessage = clip(scrubText(input.errorMessage || '(no message)'), 4000);
      const stackTrace = input.stackTrace ? clip(scrubText(input.stackTrace), 16_000) : null;
      const route = input.route ?? (typeof context?.route === 'string' ? context.route : null);
      const fingerprint = errorFingerprint({ errorType, errorMessage, stackTrace, route });
      const severity = SEVERITIES.includes(input.severity as ErrorSeverity) ? input.severity : 'medium';
      return await this.dataSource.transaction(async (manager) => {
        // One writer per fingerprint at a time, so a burst of the same error makes one row, not several.
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [fingerprint]);
        const [updated] = await manager.query<{ id: string }[]>(
          `WITH grouped AS (
             UPDATE error_logs SET occurrences = occurrences + 1, last_seen_at = now(),
                    context = COALESCE($2::jsonb, context)
              WHERE id = (SELECT id FROM error_logs
                           WHERE fingerprint = $1 AND NOT resolved
                             AND last_seen_at > now() - ($3::int * interval '1 minute')
                           ORDER BY last_seen_at DESC LIMIT 1)
              RETURNING id)
           SELECT id FROM grouped`,
          [fingerprint, context ? JSON.stringify(context) : null, GROUPING_WINDOW_MINUTES],
        );
        if (updated) return updated.id;
        const [inserted] = await manager.query<{ id: string }[]>(
          `INSERT INTO error_logs (user_id, error_type, error_message, stack_trace, context, user_agent, severity,
                                   fingerprint)
           VALUES ((SELECT id FROM users WHERE id = $1::uuid), $2, $3, $4, $5::jsonb, $6, $7, $8)
           RETURNING id`,
          [
            input.userId ?? null,
            errorType,
            errorMessage,
            stackTrace,
            context ? JSON.stringify(context) : null,
            input.userAgent ? clip(input.userAgent, 500) : null,
            severity,
            fingerprint,
          ],
        );
        return inserted?.id;
      });
    } catch (error) {
      this.logger.warn(
        `Could not write an error log: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }

  /** Records one staff action as an ADMIN_AUDIT entry (who did what to which object, when). */
  async recordAudit({ actor, action, target, outcome = 'ok', detail }: AuditInput): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    const message = `${actor.email} ${action} ${target.type}${target.id ? ` ${target.id}` : ''}${outcome === 'failed' ? ' (failed)' : ''}`;
    try {
      await this.dataSource.query(
        `INSERT INTO error_logs (user_id, error_type, error_message, context, severity)
         VALUES ((SELECT id FROM users WHERE id = $1::uuid), $2, $3, $4::jsonb, 'low')`,
        [
          actor.id,
          ADMIN_AUDIT,
          clip(message, 1000),
          JSON.stringify(scrubSecrets({ actor, action, target, outcome, ...(detail ? { detail } : {}) })),
        ],
      );
    } catch (error) {
      this.logger.warn(
        `Could not write an audit entry: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** A page of entries, newest first; `type` = exclude-audit (errors) or ADMIN_AUDIT (audit trail). */
  async list(options: {
    limit: number;
    offset: number;
    type?: ErrorListFilter;
  }): Promise<{ errors: ErrorLogView[]; total: number; limit: number; offset: number }> {
    const where = typeCondition(options.type);
    const rows = await this.dataSource.query<Row[]>(
      `${SELECT} WHERE ${where} ORDER BY e.last_seen_at DESC, e.id LIMIT $1 OFFSET $2`,
      [options.limit, options.offset],
    );
    const [count] = await this.dataSource.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM error_logs e WHERE ${where}`,
    );
    return {
      errors: rows.map(toView),
      total: Number(count?.total ?? 0),
      limit: options.limit,
      offset: options.offset,
    };
  }

  /** Error totals (audit entries are not errors). */
  async count(): Promise<{ total: number; unresolved: number }> {
    const [row] = await this.dataSource.query<{ total: string; unresolved: string }[]>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE NOT resolved) AS unresolved
         FROM error_logs WHERE error_type <> '${ADMIN_AUDIT}'`,
    );
    return { total: Number(row?.total ?? 0), unresolved: Number(row?.unresolved ?? 0) };
  }

  async get(id: string): Promise<ErrorLogView> {
    const [row] = await this.dataSource.query<Row[]>(`${SELECT} WHERE e.id = $1`, [id]);
    if (!row) throw new AppError('ERROR_LOG.NOT_FOUND', 'Error log not found');
    return toView(row);
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
    await this.dataSource.query(
      `UPDATE error_logs SET resolved = true, resolved_at = COALESCE(resolved_at, now()) WHERE id = $1`,
      [id],
    );
    return this.get(id);
  }

  /** Resolves the open errors among `ids`; already resolved ones (and audit entries) are skipped. */
  async resolveMany(ids: readonly string[]): Promise<{ resolved: string[]; skipped: number }> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH r AS (UPDATE error_logs SET resolved = true, resolved_at = now()
                   WHERE id = ANY($1::uuid[]) AND NOT resolved AND error_type <> '${ADMIN_AUDIT}'
                   RETURNING id)
       SELECT id FROM r`,
      [ids],
    );
    return { resolved: rows.map((r) => r.id), skipped: ids.length - rows.length };
  }

  async remove(id: string): Promise<void> {
    await this.assertError(id);
    await this.dataSource.query(`DELETE FROM error_logs WHERE id = $1`, [id]);
  }

  /** Deletes the errors among `ids` (audit entries are kept); resolves with how many were deleted. */
  async removeMany(ids: readonly string[]): Promise<number> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH d AS (DELETE FROM error_logs WHERE id = ANY($1::uuid[]) AND error_type <> '${ADMIN_AUDIT}' RETURNING id)
       SELECT id FROM d`,
      [ids],
    );
    return rows.length;
  }

  /** Deletes every error log; the audit trail is kept (staff cannot erase what they did). */
  async removeAll(): Promise<number> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH d AS (DELETE FROM error_logs WHERE error_type <> '${ADMIN_AUDIT}' RETURNING id) SELECT id FROM d`,
    );
    return rows.length;
  }

  /** Retention (docs/decisions.md "Staff dev tools"): resolved 30 days, open 180 days, audit 365 days. */
  async prune(now: Date = new Date()): Promise<number> {
    const day = 24 * 60 * 60 * 1000;
    const rows = await this.dataSource.query<{ id: string }[]>(
      `WITH d AS (
         DELETE FROM error_logs
          WHERE (error_type <> '${ADMIN_AUDIT}' AND resolved AND resolved_at < $1)
             OR (error_type <> '${ADMIN_AUDIT}' AND NOT resolved AND last_seen_at < $2)
             OR (error_type = '${ADMIN_AUDIT}' AND created_at < $3)
          RETURNING id)
       SELECT id FROM d`,
      [
        new Date(now.getTime() - RESOLVED_RETENTION_DAYS * day),
        new Date(now.getTime() - OPEN_RETENTION_DAYS * day),
        new Date(now.getTime() - AUDIT_RETENTION_DAYS * day),
      ],
    );
    return rows.length;
  }

  @Interval('error-logs-prune', 6 * 60 * 60 * 1000)
  async pruneOnSchedule(): Promise<void> {
    if (!this.dataSource.isInitialized) return;
    try {
      await withAdvisoryLock(this.dataSource, PRUNE_LOCK_KEY, () => this.prune());
    } catch (error) {
      this.logger.warn(`error_logs prune failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
