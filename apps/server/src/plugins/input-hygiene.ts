import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const NUL_REFUSED = 'Text may not contain NUL characters.';
export const TOO_DEEP = 'The request body is nested too deeply.';
export const BROKEN_TEXT = 'Text may not contain broken characters.';

// With the u flag a proper surrogate pair is one code point, so only a lone half matches; it
// cannot be encoded as UTF-8 and PostgreSQL would refuse it with an error (a 500).
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_REFUSED;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT;
  return null;
}

/** Far deeper than any body this API accepts (a cart line sits at depth 3). */
export const MAX_DEPTH = 32;

/**
 * What is wrong with a parsed input, if anything: a NUL or a lone surrogate in a key or string, or nesting deeper
 * than MAX_DEPTH. Walks iteratively, so a hostile 100,000-level body cannot overflow the stack.
 */
export function inputProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
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
