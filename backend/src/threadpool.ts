/**
 * The size of libuv's thread pool, set before anything uses it: main.ts imports this module first. Node runs on that
 * pool every sharp operation (a photo's decode, encode and measurement, mockups, print files), file-system calls,
 * zlib's asynchronous compression and WebCrypto, which pg uses for PostgreSQL's SCRAM password exchange. With
 * Node's default of 4 threads, two uploads (each an encode and a measurement) fill the pool: a new database
 * connection then waits behind them for its handshake, and past DATABASE_CONNECT_TIMEOUT_MS (2 s) the request
 * answers 503 (docs/decisions.md D-337). The pool's threads mostly wait, so more of them cost little memory; an
 * operator's own UV_THREADPOOL_SIZE is kept.
 */
export const DEFAULT_THREADPOOL_SIZE = 16;

process.env.UV_THREADPOOL_SIZE ??= String(DEFAULT_THREADPOOL_SIZE);
