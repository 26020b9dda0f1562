/** True when `error` (or what it wraps, e.g. Drizzle's DrizzleQueryError.cause) is PostgreSQL's unique_violation on `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const {
    code,
    constraint: name,
    cause,
  } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === '23505' && name === constraint) return true;
  return isUniqueViolation(cause, constraint, depth + 1);
}
