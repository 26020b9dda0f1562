import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DECODED_MAX, decodeCursor, encodeCursor } from '../src/lib/keyset-cursor';

const cursorAt = (time: string, id = randomUUID()) => encodeCursor({ at: time, id });

/** Keyset cursors (lib/keyset-cursor.ts): what every paged list of the club reads its place from. */
describe('keyset cursors', () => {
  it('carry the database time to the microsecond and the id back unchanged', () => {
    const id = randomUUID();
    const position = decodeCursor(cursorAt('2026-11-27T07:25:20.030123Z', id));
    expect(position).toMatchObject({ id, time: '2026-11-27T07:25:20.030123Z' });
    expect(position!.at.toISOString()).toBe('2026-11-27T07:25:20.030Z');
  });

  it('decode a cursor that many readers send once, and nobody can move the shared position', () => {
    const cursor = cursorAt('2025-12-15T02:20:18.623000Z');
    const first = decodeCursor(cursor);
    expect(decodeCursor(cursor)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('forget old cursors rather than grow without bound', () => {
    const cursor = cursorAt('2025-01-01T00:00:00.000001Z');
    const first = decodeCursor(cursor);
    for (let i = 0; i < DECODED_MAX; i++) decodeCursor(cursorAt('2025-01-02T00:00:00Z'));
    const again = decodeCursor(cursor);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it.each([
    ['not base64 of ours', 'hello'],
    ['an impossible day', cursorAt('2026-02-30T00:00:00Z')],
    ['a non-uuid id', encodeCursor({ at: '2026-01-01T00:00:00Z', id: 'x' })],
    ['an extra field', Buffer.from(`2026-01-01T00:00:00Z|${randomUUID()}|x`).toString('base64url')],
  ])('refuse %s with a 400, every time it is sent', (_, cursor) => {
    for (let i = 0; i < 2; i++)
      expect(() => decodeCursor(cursor)).toThrow(
        expect.objectContaining({ statusCode: 400, message: 'That is not a page cursor.' }),
      );
  });
});
