import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { requestLocale } from '../i18n/request-locale';
import { translateServerText } from '../i18n/server-texts';

export const PATH_NOT_ALLOWED = 'That address is not allowed.';

/**
 * The URL handed to Better Auth, which routes on the WHATWG-normalised path: there `\` is `/`
 * and `..`, `%2e%2e` climb a segment, so `/reset-password/..\sign-in\email` is sign-in.
 * Our allow-list must judge exactly what the library will see, so a path that would normalise
 * into something else (backslashes, dot segments, encoded dots, slashes or backslashes) is
 * refused outright; no genuine client or mailed link ever sends one.
 */
export function checkedAuthUrl(rawUrl: string, baseUrl: string): URL {
  const rawPath = rawUrl.split('?')[0] ?? '';
  const base = new URL(baseUrl);
  if (!rawPath.startsWith('/') || /\\|%5c|%2e|%2f|%00|(^|\/)\.{1,2}(\/|$)/i.test(rawPath))
    throw new HttpError(400, PATH_NOT_ALLOWED);
  const url = new URL(rawUrl, base);
  // Belt and braces: whatever else URL parsing changes (another origin, a rewritten path) is refused too.
  if (url.origin !== base.origin || url.pathname !== rawPath)
    throw new HttpError(400, PATH_NOT_ALLOWED);
  return url;
}

/** A Fetch API Request for Better Auth, built from Fastify's parsed request, addressed to `url` (see checkedAuthUrl). */
export function toWebRequest(
  req: FastifyRequest,
  url: URL,
  extraHeaders: Record<string, string>,
  body?: unknown,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'host') continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const init: RequestInit = { method: req.method, headers };
  if (req.method !== 'GET' && req.method !== 'HEAD' && body !== undefined && body !== null) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return new Request(url, init);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/**
 * Sends Better Auth's Response through Fastify. Error bodies are reshaped to our error format
 * (statusCode, error, message), keeping the library's code for clients that want it. Its messages
 * are English ('Invalid email or password'); like our own errors (plugins/errors.ts) they leave
 * in the reader's language when the `server` catalogue knows them, else as Better Auth wrote them.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  /** Set-Cookie headers of our own to send beside Better Auth's. */
  ownCookies: string[] = [],
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      reply.header(name, value);
  });
  const cookies = [...response.headers.getSetCookie(), ...ownCookies];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    let parsed: { message?: string; code?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { message: text || undefined };
    }
    return reply.type('application/json').send({
      statusCode: response.status,
      error: REASONS[response.status] ?? 'Error',
      message: translateServerText(
        parsed.message ?? REASONS[response.status] ?? 'The request failed.',
        requestLocale(reply.request),
      ),
      ...(parsed.code ? { code: parsed.code } : {}),
    });
  }
  return reply.send(text.length > 0 ? text : undefined);
}
