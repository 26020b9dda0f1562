import { HttpError } from '../plugins/errors';
import { isUuid } from './ids';

/**
 * Keyset pagination: a page ends at a (timestamp, id) pair and the next page starts after it, so a
 * page costs the same however deep it is (no OFFSET) and rows written meanwhile shift nothing.
 * The cursor is opaque to clients: base64url of `<ISO time>|<id>`.
 */
export interface Keyset {
  at: Date;
  id: string;
}

/**
 * Where a page ends. PostgreSQL keeps microseconds and a Date only milliseconds, so rows written
 * in the same millisecond would be skipped or repeated by a Date cursor: pass the database's own
 * text of the time instead (`to_char(col AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`) and
 * compare with `decodeCursor(...).time` cast back to timestamptz.
 */
export interface KeysetPosition {
  at: Date | string;
  id: string;
}

/** A UTC ISO time, to the microsecond at most: what a cursor may carry into a query. */
const TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;

export function encodeCursor(key: KeysetPosition): string {
  const at = typeof key.at === 'string' ? key.at : key.at.toISOString();
  return Buffer.from(`${at}|${key.id}`).toString('base64url');
}

/** A position a cursor names: `at` as a Date (milliseconds), `time` its exact text. */
export type CursorPosition = Readonly<Keyset & { time: string }>;

/**
 * Cursors decoded lately. Many readers open the same next page (the feed's, a busy thread's), and
 * decoding one (base64, a Date parsed at microsecond precision, two patterns) cost about as much
 * as the rest of a cached page's answer. Only valid cursors are kept, and the map is emptied when
 * full, so strings sent by clients cannot grow it past DECODED_MAX.
 */
const decoded = new Map<string, CursorPosition>();
export const DECODED_MAX = 10_000;

/**
 * The position a cursor names; a cursor that is not one of ours is a 400, not a 500. Every list
 * it pages (feed, comments, replies, inbox, moderation queue) is keyed by a uuid row id, so the
 * id is checked here once rather than by each service. `at` is the
 * time as a Date (milliseconds); `time` is the exact text it carried (microseconds when given).
 */
export function decodeCursor(cursor: string | undefined): CursorPosition | null {
  if (!cursor) return null;
  const known = decoded.get(cursor);
  if (known) return known;
  const position = parseCursor(cursor);
  if (decoded.size >= DECODED_MAX) decoded.clear();
  decoded.set(cursor, position);
  return position;
}

function parseCursor(cursor: string): CursorPosition {
  const [time = '', id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(time);
  const match = TIME.exec(time);
  // A calendar-impossible time (February 30) would be a database error, not a page.
  const real =
    match !== null &&
    !Number.isNaN(at.getTime()) &&
    at.toISOString().slice(0, 19) === match[1] &&
    at.getUTCFullYear() >= 1970;
  if (rest.length || !id || !isUuid(id) || !real) {
    throw new HttpError(400, 'That is not a page cursor.');
  }
  // Shared by every request that sends this cursor: nobody may move it.
  return Object.freeze({ at, id, time });
}

/** The cursor for the page after `rows` (null when the page was not full: nothing more). */
export function nextCursor<T>(
  rows: T[],
  pageSize: number,
  key: (row: T) => KeysetPosition,
): string | null {
  const last = rows.at(-1);
  return rows.length === pageSize && last ? encodeCursor(key(last)) : null;
}
