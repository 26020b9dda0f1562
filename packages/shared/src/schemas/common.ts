// Shapes shared by every API: the error body, health, id params and pagination.
import { z } from 'zod';

/** Every non-2xx response has this body; `fields` names form fields with their problem. */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  statusCode: z.number().int().min(400).max(599),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Entity ids are opaque strings (users come from the auth library, content from the DB). */
export const EntityId = z.string().trim().min(1, 'An id is required.');

export const IdParams = z.object({ id: EntityId });
export type IdParams = z.infer<typeof IdParams>;

/** Merch products keep the catalogue's small integer ids (tee 2, vinyl 1), read from the URL. */
export const ProductId = z.coerce
  .number({ error: 'The product id must be a number.' })
  .int('The product id must be a whole number.')
  .positive('The product id must be positive.')
  // The column is a PostgreSQL integer: a larger id would be a database error, not a 404.
  .max(2_147_483_647, 'That is not a product id.');

export const ProductIdParams = z.object({ id: ProductId });
export type ProductIdParams = z.infer<typeof ProductIdParams>;

// 100 matches the storage list default of spec section 9; 20 fills a phone screen or two.
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Query-string pagination; strings are coerced because query values always arrive as text. */
export const PaginationQuery = z.object({
  limit: z.coerce
    .number()
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(PAGE_SIZE_MAX, `The page size can be at most ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
  offset: z.coerce
    .number()
    .int('The offset must be a whole number.')
    .min(0, 'The offset cannot be negative.')
    .default(0),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

/** Wraps a list item schema in the paginated response envelope. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    offset: z.number().int().nonnegative(),
  });
}

/** ISO 8601 timestamp with a zone (Z or offset), as JSON serialises a Date. */
export const Timestamp = z.iso.datetime({ offset: true });
