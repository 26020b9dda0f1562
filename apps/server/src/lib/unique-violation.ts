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

/**
 * True when `error` (or what it wraps) is a delete that the foreign key `constraint` refused:
 * restrict_violation (23001) for ON DELETE RESTRICT, foreign_key_violation (23503) for NO ACTION.
 */
export function isForeignKeyViolation(error: unknown, constraint: string, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const {
    code,
    constraint: name,
    cause,
  } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if ((code === '23001' || code === '23503') && name === constraint) return true;
  return isForeignKeyViolation(cause, constraint, depth + 1);
}
