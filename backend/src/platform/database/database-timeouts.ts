/**
 * Time limits of every database connection, so that a hung or dead PostgreSQL makes requests fail fast (503
 * DATABASE.UNAVAILABLE) instead of waiting for it (docs/operations.md, "Database time limits").
 */
export const DATABASE_TIMEOUTS = {
  /**
   * Waiting for a pooled connection or opening a new one (pg-pool / pg `connectionTimeoutMillis`); the default of
   * DATABASE_CONNECT_TIMEOUT_MS, which the app passes in.
   */
  connectMs: 2_000,
  /** Server side: PostgreSQL cancels a statement running longer (SQLSTATE 57014). */
  statementMs: 3_000,
  /** Client side: no answer at all (server paused, network gone); the connection is then destroyed. */
  queryMs: 3_500,
  /** Server side: a session idle inside a transaction this long is terminated (its locks released). */
  idleInTransactionMs: 10_000,
} as const;
