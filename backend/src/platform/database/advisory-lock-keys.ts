/**
 * Every PostgreSQL advisory lock key of the app, in one place (Immich's `DatabaseLock`): two jobs sharing a key
 * silently skip each other's runs (the Printify sync and the rate-limit prune once did), and a key written as a literal
 * elsewhere cannot be checked. advisory-lock-keys.spec.ts checks the values are distinct and that no other source file
 * writes a key as a number.
 *
 * A value, once shipped, keeps its number: during a rolling deploy old and new replicas must agree on it, or one job
 * runs on two replicas at once. A new lock takes the next free number of the 727_xxx block.
 *
 * Not listed: the transaction locks keyed by `hashtext()` of a name (a user's generation, an error fingerprint). They
 * share the one-key space with these; a name hashing onto one of these keys (odds about 1 in 500 million) would at
 * most make that transaction wait for a job, or one tick of the job skip.
 */
export enum AdvisoryLockKey {
  /** Retired: the sweep of our own job queue (now the job engine's). Kept so that its number is not reused. */
  OutboxSweep = 727_001,
  /** The hourly prune of old rate-limit windows (RateLimiterService). */
  RateLimitPrune = 727_002,
  /** The local fulfilment simulator's ticker (FulfilmentScheduleService). */
  FulfilmentSimulatorTick = 727_003,
  /** The after-payment checks: reconciliation, expiry, digital file deletion (PaymentReconciliationService). */
  AfterPaymentChecks = 727_004,
  /** The Printify status sync every PRINTIFY_SYNC_MINUTES (FulfilmentScheduleService). */
  FulfilmentSync = 727_005,
  /** Retired: the daily prune of our own job queue (the job engine deletes finished jobs). Not to be reused. */
  OutboxPrune = 727_006,
  /**
   * Not a key but the namespace of the per-order fulfilment locks, taken in the two-int form
   * `pg_advisory_lock(FulfilmentOrderNamespace, hashtext(orderId))` (withOrderLock).
   */
  FulfilmentOrderNamespace = 727_010,
  /** The prune of old error logs and audit entries, every 6 h (ErrorLogsService). */
  ErrorLogsPrune = 727_014,
  /** The sync of claim reprints still on their way, every PRINTIFY_SYNC_MINUTES (ClaimsScheduleService). */
  ClaimReprintSync = 727_015,
  /**
   * The schema migrations (migrateOnce): the release step and every starting replica take it, waiting rather than
   * skipping, so migrations run once and a replica starts only on a current schema.
   */
  Migrations = 727_016,
}
