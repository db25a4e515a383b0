import { Injectable } from '@nestjs/common';
import { ErrorLogsService } from './error-logs.service';

export { ADMIN_AUDIT } from './error-logs.service';

/** Who did it: the signed-in staff member. */
export interface AuditActor {
  id: string;
  email: string;
}

/** A recorded staff action, read back. */
export interface RecordedAudit {
  id: string;
  action: string;
  actorEmail: string | null;
  failed: boolean;
  detail: Record<string, unknown> | null;
  /** ISO time. */
  at: string;
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
 * The staff side of the audit trail: every staff action that changes something or exports data (sync, export,
 * cancel, resubmit, resolve, delete, test email...) is recorded through {@link ErrorLogsService.recordAudit}, the one
 * writer of ADMIN_AUDIT rows (who, what, which object, the outcome, when). `around` records an action's outcome,
 * failed attempts included.
 */
@Injectable()
export class AdminAuditService {
  constructor(private readonly errorLogs: ErrorLogsService) {}

  async record(actor: AuditActor, entry: AuditEntry): Promise<void> {
    await this.errorLogs.recordAudit({
      actor: { id: actor.id, email: actor.email },
      action: entry.action,
      target: { type: entry.objectType ?? 'none', id: entry.objectId ?? null },
      outcome: entry.failed ? 'failed' : 'ok',
      ...(entry.detail ? { detail: entry.detail } : {}),
    });
  }

  /** What staff did to one object, oldest first (who, what, outcome, detail, when). */
  async of(objectType: string, objectId: string): Promise<RecordedAudit[]> {
    return (await this.errorLogs.auditOf(objectType, objectId)).map((entry) => {
      const context = entry.context ?? {};
      const actor = context.actor as { email?: string } | undefined;
      return {
        id: entry.id,
        action: typeof context.action === 'string' ? context.action : entry.errorMessage,
        actorEmail: actor?.email ?? entry.userDetails?.email ?? null,
        failed: context.outcome === 'failed',
        detail: (context.detail as Record<string, unknown> | undefined) ?? null,
        at: entry.createdAt,
      };
    });
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
      });
      throw error;
    }
    await this.record(actor, { ...entry, detail: { ...entry.detail, ...detailOf?.(result) } });
    return result;
  }
}
