/**
 * Tells "a backing service (PostgreSQL, Redis) is unreachable right now" apart from real bugs, so
 * such failures answer 503 (try again) instead of 500, and are logged as an outage, not a defect.
 */

/** Network-level failures reaching a service. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs meaning the server is going away or not accepting connections: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up or shutting down), 53300 too_many_connections.
 */
const POSTGRES_UNAVAILABLE = /^(08\d{3}|57P0[123]|53300)$/;

/** node-postgres and ioredis report lost connections by message only. */
const MESSAGES = [
  /^Connection terminated/, // node-postgres: server closed the socket (restart, network)
  /timeout exceeded when trying to connect/, // node-postgres pool: connectionTimeoutMillis
  /not queryable/, // node-postgres: client already saw its connection fail
  /^Connection is closed\.?$/, // ioredis
  /enableOfflineQueue options is false/, // ioredis: not connected and not queueing
  /Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
  /^Redis connection (lost|to .* failed)/, // ioredis
];

function matchesOne(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code)))
    return true;
  if (name === 'MaxRetriesPerRequestError' || name === 'ServiceUnavailableError') return true;
  return typeof message === 'string' && MESSAGES.some((re) => re.test(message));
}

/** Looks through wrappers (Drizzle's DrizzleQueryError.cause, AggregateError.errors). */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (matchesOne(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isServiceUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isServiceUnavailable(e, depth + 1));
}

/** Thrown when a failure is known to be an outage although its original cause was hidden. */
export class ServiceUnavailableError extends Error {
  readonly code = 'SERVICE_UNAVAILABLE';
  constructor(cause: unknown) {
    super('A backing service is unavailable', { cause });
    this.name = 'ServiceUnavailableError';
  }
}
