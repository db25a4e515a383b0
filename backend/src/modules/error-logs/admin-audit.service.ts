import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The errorType of audit entries in `error_logs` (spec 2 §3). */
export const ADMIN_AUDIT = 'ADMIN_AUDIT';

/** Who did it: the signed-in staff member. */
export interface AuditActor {
  id: string;
  email: string;
}

/** One staff action: what (`action`, e.g. 'orders.cancel'), on which object, and anything worth keeping. */
export interface AuditEntry {
  action: string;
  objectType?: string;
  objectId?: string | null;
  detail?: Record<string, unknown>;
  /** The action failed (kept too: a refused cancel is still an attempt). */
  failed?: boolean;
}

/**
 * Writes ADMIN_AUDIT rows in `error_logs` for every staff action that changes something or exports data. Any module
 * can call it (sync, export, cancel, resubmit, and issue 14's resolve / delete / test email). The row keeps who
 * (user id + email in context, since the user may be deleted later), what, which object and when (created_at).
 */
@Injectable()
export class AdminAuditService {
  private readonly logger = new Logger(AdminAuditService.name);

  constructor(private readonly dataSource: DataSource) {}

  async record(actor: AuditActor, entry: AuditEntry): Promise<void> {
    const context = {
      action: entry.action,
      actorId: actor.id,
      actorEmail: actor.email,
      objectType: entry.objectType ?? null,
      objectId: entry.objectId ?? null,
      outcome: entry.failed ? 'failed' : 'ok',
      ...(entry.detail ? { detail: entry.detail } : {}),
    };
    const message = `${actor.email} ${entry.action}${entry.objectId ? ` ${entry.objectType ?? ''} ${entry.objectId}`.replace(/ {2}/, ' ') : ''}${entry.failed ? ' (failed)' : ''}`;
    await this.dataSource.query(
      `INSERT INTO error_logs (user_id, error_type, error_message, context, severity, resolved)
       SELECT u.id, $2, $3, $4::jsonb, 'low', true FROM (SELECT $1::uuid AS id) a LEFT JOIN users u ON u.id = a.id`,
      [actor.id, ADMIN_AUDIT, message.slice(0, 1000), JSON.stringify(context)],
    );
  }

  /** Runs `action` and records it, as failed when it throws (the error is rethrown). */
  async around<T>(
    actor: AuditActor,
    entry: AuditEntry,
    action: () => Promise<T>,
    detailOf?: (result: T) => Record<string, unknown>,
  ): Promise<T> {
    let result: T;
    try {
      result = await action();
    } catch (error) {
      await this.record(actor, {
        ...entry,
        failed: true,
        detail: { ...entry.detail, error: error instanceof Error ? error.message : String(error) },
      }).catch((auditError: unknown) => this.logger.error(`Audit entry not written: ${String(auditError)}`));
      throw error;
    }
    await this.record(actor, { ...entry, detail: { ...entry.detail, ...detailOf?.(result) } });
    return result;
  }
}
