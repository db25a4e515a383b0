import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Browser reports could be stored as ADMIN_AUDIT: shown as staff actions, impossible to delete, kept a
 * year. The API now refuses them; this relabels the ones already stored as FORGED_ADMIN_AUDIT, an ordinary error
 * staff can see, resolve and delete. A real audit entry is never grouped (no fingerprint) and its context has no
 * `source`; a browser report always has both (the fingerprint since the grouping migration, `source` always).
 */
export class ForgedAuditEntries1790000000001 implements MigrationInterface {
  name = 'ForgedAuditEntries1790000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE error_logs SET error_type = 'FORGED_ADMIN_AUDIT'
        WHERE error_type = 'ADMIN_AUDIT' AND (fingerprint IS NOT NULL OR context ? 'source')`,
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: turning forged entries back into audit entries would restore the problem.
  }
}
