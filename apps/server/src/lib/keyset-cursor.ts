import { HttpError } from '../plugins/errors';

/**
 * Keyset pagination: a page ends at a (timestamp, id) pair and the next page starts after it, so a
 * page costs the same however deep it is (no OFFSET) and rows written meanwhile shift nothing.
 * The cursor is opaque to clients: base64url of `<ISO time>|<id>`.
 */
export interface Keyset {
  at: Date;
  id: string;
}

export function encodeCursor(key: Keyset): string {
  return Buffer.from(`${key.at.toISOString()}|${key.id}`).toString('base64url');
}

/** The position a cursor names; a cursor that is not one of ours is a 400, not a 500. */
export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso ?? '');
  if (rest.length || !id || !/^[\w-]{1,64}$/.test(id) || Number.isNaN(at.getTime())) {
    throw new HttpError(400, 'That is not a page cursor.');
  }
  return { at, id };
}

/** The cursor for the page after `rows` (null when the page was not full: nothing more). */
export function nextCursor<T>(rows: T[], pageSize: number, key: (row: T) => Keyset): string | null {
  const last = rows.at(-1);
  return rows.length === pageSize && last ? encodeCursor(key(last)) : null;
}
