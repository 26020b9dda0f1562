import type { FastifyReply } from 'fastify';

/**
 * The cards of a cached page (feed posts, comments), each checked against its response schema and
 * turned into JSON once for every reader of one group (same tier and role), instead of once per
 * request: at 100 readers at once, checking and serialising 20 cards was most of a feed answer's
 * cost. A card that is the reader's own (they wrote or liked it) is made for them alone.
 *
 * The JSON is kept beside the rows it was made from (a WeakMap on the cached rows), so it lives
 * exactly as long as they do: when the read cache loads fresh rows, the cards are made afresh.
 */
export function jsonCards() {
  const byRows = new WeakMap<object, Map<string, string>>();
  return {
    /** `make()`'s JSON, made once per `rows` (the cached page) and `key` (reader group and id). */
    card(rows: object, key: string, make: () => string): string {
      let cards = byRows.get(rows);
      if (!cards) byRows.set(rows, (cards = new Map()));
      let json = cards.get(key);
      if (json === undefined) cards.set(key, (json = make()));
      return json;
    },
  };
}

/**
 * `{"<key>":<json>,...rest}`: `json` is already JSON, and `rest` is an object that the caller has
 * checked against its schema.
 */
export function jsonWith(key: string, json: string, rest: object): string {
  const tail = JSON.stringify(rest).slice(1);
  return `{${JSON.stringify(key)}:${json}${tail === '}' ? '' : ','}${tail}`;
}

/** `{"<arrayKey>":[<cards>],...rest}`, as jsonWith. */
export const jsonWithCards = (arrayKey: string, cards: readonly string[], rest: object): string =>
  jsonWith(arrayKey, `[${cards.join(',')}]`, rest);

/**
 * Sends JSON put together by jsonWithCards as it is: a string with a JSON content type skips
 * Fastify's response serialiser (the route's schema still documents the answer; the pieces were
 * checked against it where they were made).
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
