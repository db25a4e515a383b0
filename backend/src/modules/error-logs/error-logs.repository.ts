import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../../platform/database/advisory-lock';
import type { ErrorLogEntity } from './error-log.entity';
import { ADMIN_AUDIT } from './error-types';

export { ADMIN_AUDIT };

/** Which entries a list shows: errors only, the audit trail only, or both. */
export type ErrorListFilter = 'exclude-audit' | typeof ADMIN_AUDIT | undefined;

/** An error_logs row ({@link ErrorLogEntity}) with its user's email and username (null when none or deleted). */
export type ErrorLogWithUser = Omit<ErrorLogEntity, 'user'> & {
  userEmail: string | null;
  userUsername: string | null;
};

/** An error to write, already scrubbed and clipped by the service. */
export type NewErrorLog = Pick<
  ErrorLogEntity,
  'userId' | 'errorType' | 'errorMessage' | 'stackTrace' | 'context' | 'userAgent' | 'severity'
> & { fingerprint: string };

/** Every column of `error_logs` under its ErrorLogEntity property name, with the user's email and username. */
const SELECT = `SELECT e.id, e.user_id AS "userId", e.error_type AS "errorType", e.error_message AS "errorMessage",
       e.stack_trace AS "stackTrace", e.context, e.user_agent AS "userAgent", e.severity, e.resolved,
       e.created_at AS "createdAt", e.resolved_at AS "resolvedAt", e.fingerprint, e.occurrences,
       e.last_seen_at AS "lastSeenAt", u.email AS "userEmail", u.username AS "userUsername"
  FROM error_logs e LEFT JOIN users u ON u.id = e.user_id`;

function typeCondition(type: ErrorListFilter): string {
  if (type === ADMIN_AUDIT) return `e.error_type = '${ADMIN_AUDIT}'`;
  if (type === 'exclude-audit') return `e.error_type <> '${ADMIN_AUDIT}'`;
  return 'true';
}

const ids = (rows: { id: string }[]): string[] => rows.map((row) => row.id);

/**
 * An audit entry's object as it is now, read in the same query as the entry (null when the entry names no order,
 * claim, user or gift card, or the object was deleted since): an order's number and customer, a claim's order, a
 * user's email, a gift card's code end.
 */
export interface AuditSubjectColumns {
  subjectOrderId: string | null;
  subjectOrderNumber: string | null;
  subjectCustomerEmail: string | null;
  subjectClaimId: string | null;
  subjectUserEmail: string | null;
  /** A gift card's id (still there) and the last four characters of its code (null before it is issued). */
  subjectGiftCardId: string | null;
  subjectGiftCardEnd: string | null;
}

/** A page's row: the entry, its user, and (audit entries) its object. */
export type ErrorLogListRow = ErrorLogWithUser & AuditSubjectColumns;

const UUID_TEXT = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

/**
 * {@link SELECT} with each audit entry's order, claim, user or gift card joined in by the target recordAudit stored
 * (`context.target`): one query for a whole page, however many entries it holds. A target id that is not a uuid
 * matches nothing (it is never cast).
 */
const SELECT_WITH_SUBJECT = `SELECT e.id, e.user_id AS "userId", e.error_type AS "errorType",
       e.error_message AS "errorMessage", e.stack_trace AS "stackTrace", e.context, e.user_agent AS "userAgent",
       e.severity, e.resolved, e.created_at AS "createdAt", e.resolved_at AS "resolvedAt", e.fingerprint,
       e.occurrences, e.last_seen_at AS "lastSeenAt", u.email AS "userEmail", u.username AS "userUsername",
       so.id AS "subjectOrderId", so.order_number AS "subjectOrderNumber",
       so.customer_email AS "subjectCustomerEmail", sc.id AS "subjectClaimId", su.email AS "subjectUserEmail",
       sg.id AS "subjectGiftCardId", sg.code_end AS "subjectGiftCardEnd"
  FROM error_logs e
  LEFT JOIN users u ON u.id = e.user_id
  LEFT JOIN LATERAL (
    SELECT e.context->'target'->>'type' AS type,
           CASE WHEN e.context->'target'->>'id' ~* ${UUID_TEXT} THEN (e.context->'target'->>'id')::uuid END AS id
     WHERE e.error_type = '${ADMIN_AUDIT}') t ON true
  LEFT JOIN claims sc ON t.type = 'claim' AND sc.id = t.id
  LEFT JOIN orders so ON so.id = CASE WHEN t.type = 'order' THEN t.id ELSE sc.order_id END
  LEFT JOIN users su ON t.type = 'user' AND su.id = t.id
  LEFT JOIN gift_cards sg ON t.type = 'gift_card' AND sg.id = t.id`;

/**
 * The one writer and reader of `error_logs` (the error-logs module owns the table; {@link ErrorLogEntity} is its row
 * type). Scrubbing, clipping, grouping rules and the views stay in ErrorLogsService; this file holds the SQL.
 */
@Injectable()
export class ErrorLogsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False before the database is connected (early boot) and after shutdown: nothing can be written then. */
  get available(): boolean {
    return this.dataSource.isInitialized;
  }

  /**
   * Counts the error on the newest open row with the same fingerprint seen within `groupingWindowMinutes`, or inserts
   * a new row; one writer per fingerprint at a time, so a burst of the same error makes one row. A repeat replaces
   * the row's context with its own unless `keepContext` (a browser's report never rewrites what is stored).
   * Resolves with the id.
   */
  async recordGrouped(
    entry: NewErrorLog,
    groupingWindowMinutes: number,
    { keepContext }: { keepContext: boolean },
  ): Promise<string | undefined> {
    const context = entry.context ? JSON.stringify(entry.context) : null;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [entry.fingerprint]);
      const [updated] = await manager.query<{ id: string }[]>(
        `WITH grouped AS (
           UPDATE error_logs SET occurrences = occurrences + 1, last_seen_at = now(),
                  context = CASE WHEN $4::boolean THEN context ELSE COALESCE($2::jsonb, context) END
            WHERE id = (SELECT id FROM error_logs
                         WHERE fingerprint = $1 AND NOT resolved
                           AND last_seen_at > now() - ($3::int * interval '1 minute')
                         ORDER BY last_seen_at DESC LIMIT 1)
            RETURNING id)
         SELECT id FROM grouped`,
        [entry.fingerprint, context, groupingWindowMinutes, keepContext],
      );
      if (updated) return updated.id;
      const [inserted] = await manager.query<{ id: string }[]>(
        `INSERT INTO error_logs (user_id, error_type, error_message, stack_trace, context, user_agent, severity,
                                 fingerprint)
         VALUES ((SELECT id FROM users WHERE id = $1::uuid), $2, $3, $4, $5::jsonb, $6, $7, $8)
         RETURNING id`,
        [
          entry.userId,
          entry.errorType,
          entry.errorMessage,
          entry.stackTrace,
          context,
          entry.userAgent,
          entry.severity,
          entry.fingerprint,
        ],
      );
      return inserted?.id;
    });
  }

  /** One ADMIN_AUDIT entry (never grouped: no fingerprint). */
  async insertAudit(entry: { userId: string; message: string; context: unknown }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO error_logs (user_id, error_type, error_message, context, severity)
       VALUES ((SELECT id FROM users WHERE id = $1::uuid), $2, $3, $4::jsonb, 'low')`,
      [entry.userId, ADMIN_AUDIT, entry.message, JSON.stringify(entry.context)],
    );
  }

  /** The audit entries about one object (e.g. an order), oldest first. */
  auditOf(objectType: string, objectId: string): Promise<ErrorLogWithUser[]> {
    return this.dataSource.query<ErrorLogWithUser[]>(
      `${SELECT} WHERE e.error_type = $1 AND e.context->'target'->>'type' = $2 AND e.context->'target'->>'id' = $3
        ORDER BY e.created_at, e.id`,
      [ADMIN_AUDIT, objectType, objectId],
    );
  }

  /**
   * A page of entries, most recently seen first, each with its audit object ({@link SELECT_WITH_SUBJECT}), and how
   * many match; `action` keeps the audit entries of that action key only.
   */
  async page(options: {
    limit: number;
    offset: number;
    type?: ErrorListFilter;
    action?: string;
  }): Promise<{ rows: ErrorLogListRow[]; total: number }> {
    const where = `${typeCondition(options.type)} AND ($1::text IS NULL OR e.context->>'action' = $1)`;
    const action = options.action ?? null;
    const rows = await this.dataSource.query<ErrorLogListRow[]>(
      `${SELECT_WITH_SUBJECT} WHERE ${where} ORDER BY e.last_seen_at DESC, e.id LIMIT $2 OFFSET $3`,
      [action, options.limit, options.offset],
    );
    const [count] = await this.dataSource.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM error_logs e WHERE ${where}`,
      [action],
    );
    return { rows, total: Number(count?.total ?? 0) };
  }

  /** Error totals (audit entries are not errors). */
  async countErrors(): Promise<{ total: number; unresolved: number }> {
    const [row] = await this.dataSource.query<{ total: string; unresolved: string }[]>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE NOT resolved) AS unresolved
         FROM error_logs WHERE error_type <> '${ADMIN_AUDIT}'`,
    );
    return { total: Number(row?.total ?? 0), unresolved: Number(row?.unresolved ?? 0) };
  }

  async findById(id: string): Promise<ErrorLogListRow | undefined> {
    const [row] = await this.dataSource.query<ErrorLogListRow[]>(`${SELECT_WITH_SUBJECT} WHERE e.id = $1`, [
      id,
    ]);
    return row;
  }

  /** Marks the entry resolved; an already resolved one keeps its first resolution time. */
  async markResolved(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE error_logs SET resolved = true, resolved_at = COALESCE(resolved_at, now()) WHERE id = $1`,
      [id],
    );
  }

  /** Resolves the open errors among `ids` (audit entries untouched); resolves with the ids it resolved. */
  async resolveOpenErrors(errorIds: readonly string[]): Promise<string[]> {
    return ids(
      await this.dataSource.query<{ id: string }[]>(
        `WITH r AS (UPDATE error_logs SET resolved = true, resolved_at = now()
                     WHERE id = ANY($1::uuid[]) AND NOT resolved AND error_type <> '${ADMIN_AUDIT}'
                     RETURNING id)
         SELECT id FROM r`,
        [errorIds],
      ),
    );
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM error_logs WHERE id = $1`, [id]);
  }

  /** Deletes the errors among `ids`, or every error when `errorIds` is undefined; audit entries are kept. */
  async deleteErrors(errorIds?: readonly string[]): Promise<string[]> {
    return ids(
      errorIds === undefined
        ? await this.dataSource.query<{ id: string }[]>(
            `WITH d AS (DELETE FROM error_logs WHERE error_type <> '${ADMIN_AUDIT}' RETURNING id) SELECT id FROM d`,
          )
        : await this.dataSource.query<{ id: string }[]>(
            `WITH d AS (DELETE FROM error_logs WHERE id = ANY($1::uuid[]) AND error_type <> '${ADMIN_AUDIT}'
                        RETURNING id)
             SELECT id FROM d`,
            [errorIds],
          ),
    );
  }

  /** Deletes resolved errors resolved before, open errors last seen before, audit entries created before the cutoffs. */
  async deleteOlderThan(cutoffs: { resolved: Date; open: Date; audit: Date }): Promise<string[]> {
    return ids(
      await this.dataSource.query<{ id: string }[]>(
        `WITH d AS (
           DELETE FROM error_logs
            WHERE (error_type <> '${ADMIN_AUDIT}' AND resolved AND resolved_at < $1)
               OR (error_type <> '${ADMIN_AUDIT}' AND NOT resolved AND last_seen_at < $2)
               OR (error_type = '${ADMIN_AUDIT}' AND created_at < $3)
            RETURNING id)
         SELECT id FROM d`,
        [cutoffs.resolved, cutoffs.open, cutoffs.audit],
      ),
    );
  }

  /** Runs `work` on one replica at a time (session advisory lock `key`); undefined when another holds it. */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    return withAdvisoryLock(this.dataSource, key, work);
  }
}
