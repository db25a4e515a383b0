/**
 * Recognises errors that mean "the database cannot answer right now" (unreachable, paused, restarting, too slow),
 * as opposed to bugs in a statement. They become 503 DATABASE.UNAVAILABLE with a Retry-After instead of a bare 500.
 */

/** SQLSTATE classes and codes of a server that is going away, starting, overloaded or cancelled our statement. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
]);
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53']; // connection exception, insufficient resources

/** Node socket errors of a connection that could not be made or was cut. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * TypeORM errors of a connection that is gone: not connected yet, or a query runner whose connection TypeORM
 * released because the connection failed (the next statement of that transaction, e.g. its ROLLBACK, then throws).
 */
const TYPEORM_UNAVAILABLE_NAMES = new Set([
  'ConnectionIsNotSetError',
  'CannotExecuteNotConnectedError',
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

/** Messages of pg, pg-pool and TypeORM for timeouts and lost connections (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  /^Query read timeout$/,
  /timeout exceeded when trying to connect/i,
  /^Connection terminated/,
  /connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /^Connection is not established/i,
  /Driver not Connected/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
];

function isDatabaseUnavailableOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
    if (UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  if (TYPEORM_UNAVAILABLE_NAMES.has(String(name))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/** True when `error` (or its TypeORM driverError / cause chain) says the database is unavailable. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isDatabaseUnavailableOne(current)) return true;
    const { driverError, cause } = current as { driverError?: unknown; cause?: unknown };
    current = driverError ?? cause;
  }
  return false;
}

/** Seconds a client is told to wait (Retry-After) before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
