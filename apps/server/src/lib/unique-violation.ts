/** PostgreSQL error codes a constraint answers with. */
const UNIQUE_VIOLATION = ['23505'];
/** restrict_violation (23001) for ON DELETE RESTRICT, foreign_key_violation (23503) for NO ACTION. */
const FOREIGN_KEY_REFUSAL = ['23001', '23503'];

/** True when `error`, or what it wraps (e.g. Drizzle's DrizzleQueryError.cause), is one of `codes` on `constraint`. */
function isConstraintError(
  error: unknown,
  codes: string[],
  constraint: string,
  depth = 0,
): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const {
    code,
    constraint: name,
    cause,
  } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (typeof code === 'string' && codes.includes(code) && name === constraint) return true;
  return isConstraintError(cause, codes, constraint, depth + 1);
}

/** True when `error` (or what it wraps) is PostgreSQL's unique_violation on `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintError(error, UNIQUE_VIOLATION, constraint);
}

/** True when `error` (or what it wraps) is a delete that the foreign key `constraint` refused. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  return isConstraintError(error, FOREIGN_KEY_REFUSAL, constraint);
}
