import type { ZodType } from 'zod';

/** A form's messages by field; a field without a problem is absent or undefined. */
export type Errors<K extends string> = Partial<Record<K, string>>;

export type FormCheck<K extends string, T> =
  { ok: true; data: T; errors: Errors<K> } | { ok: false; errors: Errors<K> };

/**
 * Checks a form's values with one of the shared request schemas (packages/shared/src/schemas),
 * the same the server validates the request with: the first message per field, or the parsed
 * (trimmed, normalised) values to send.
 */
export function checkForm<K extends string, T>(
  schema: ZodType<T>,
  values: Record<K, unknown>,
): FormCheck<K, T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: Errors<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as K]) {
      errors[field as K] = issue.message;
    }
  }
  return { ok: false, errors };
}

export function hasErrors(errors: Partial<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** One field checked alone with a shared schema: its first message, or undefined when it passes. */
export function fieldProblem(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
