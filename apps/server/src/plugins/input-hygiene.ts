import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const NUL_REFUSED = 'Text may not contain NUL characters.';
export const TOO_DEEP = 'The request body is nested too deeply.';

/** Far deeper than any body this API accepts (a cart line sits at depth 3). */
export const MAX_DEPTH = 32;

/**
 * What is wrong with a parsed input, if anything: a NUL in a key or string, or nesting deeper
 * than MAX_DEPTH. Walks iteratively, so a hostile 100,000-level body cannot overflow the stack.
 */
export function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return NUL_REFUSED;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return NUL_REFUSED;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * Refused up front with a 400, before any route code or query runs: NUL (U+0000), which
 * PostgreSQL text cannot hold (the query would fail with an encoding error, a 500), and absurdly
 * deep JSON, which recursive code such as JSON.stringify cannot walk.
 */
export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      const problem = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.body);
      if (problem) throw new HttpError(400, problem);
    });
  },
  { name: 'input-hygiene' },
);
