import type { FastifyReply, FastifyRequest } from 'fastify';

/** A Fetch API Request for Better Auth, built from Fastify's parsed request. */
export function toWebRequest(
  req: FastifyRequest,
  baseUrl: string,
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
  return new Request(new URL(req.url, baseUrl), init);
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
 * (statusCode, error, message), keeping the library's code for clients that want it.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name))
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
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
      message: parsed.message ?? REASONS[response.status] ?? 'The request failed.',
      ...(parsed.code ? { code: parsed.code } : {}),
    });
  }
  return reply.send(text.length > 0 ? text : undefined);
}
