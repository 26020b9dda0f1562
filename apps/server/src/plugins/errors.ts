import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isServiceUnavailable } from '../lib/unavailable';
import { requestLocale } from '../lib/i18n/request-locale';
import { serverText, translateServerText } from '../lib/i18n/server-texts';
import type { ServerKey, ServerValues } from '../lib/i18n/server-texts';
import type { Locale } from '@fanclub/shared/i18n/locales';

/** A client-facing error with a status and a message that is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** The `server` text the message is, when its values need each language's grammar (plurals). */
    readonly text?: { key: ServerKey; values: ServerValues },
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The message in `locale`: its `server` text with its values, else the English translated. */
  messageIn(locale: Locale): string {
    return this.text
      ? serverText(locale, this.text.key, this.text.values)
      : translateServerText(this.message, locale);
  }

  /**
   * An error whose message is one whole `server` text, written in each reader's language with its
   * own plural rules ('Please wait 1 minute' / 'Espera 2 minutos') and dates (lib/i18n/moments.ts);
   * the English one is the message.
   */
  static text(
    statusCode: number,
    key: ServerKey,
    values: ServerValues,
    fields?: Record<string, string>,
  ): HttpError {
    return new HttpError(statusCode, serverText('en', key, values), fields, { key, values });
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** Errors a socket raises when its peer is gone: the client, not a backing service. */
const HANG_UP_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

/**
 * The client went away mid-request (closed the tab, lost the network, or was cut off by a
 * deadline in plugins/deadlines.ts): Node fails the body with `aborted` (code ECONNRESET), the
 * same code a lost database connection has. Nobody is left to answer, and nothing is down.
 */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'ECONNRESET' && message === 'aborted') return true;
  return (
    typeof code === 'string' && HANG_UP_CODES.has(code) && Boolean(request.raw.socket?.destroyed)
  );
}

/**
 * Every error leaves as JSON `{statusCode, error, message, fields?}`: validation problems name
 * the field, 4xx keep their message, 5xx are logged and answered without internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    // A few plugins end a request with a bare status (e.g. @fastify/websocket's 404 for a plain GET
    // to a socket route); those errors leave in the same JSON shape, with a message, too.
    app.addHook('onSend', async (request, reply, payload) => {
      const empty =
        payload === undefined ||
        payload === null ||
        payload === '' ||
        (Buffer.isBuffer(payload) && payload.length === 0);
      if (reply.statusCode < 400 || request.method === 'HEAD' || !empty) return payload;
      const status = reply.statusCode;
      const path = request.url.split('?')[0] ?? '/';
      const message =
        status === 404
          ? `Route ${request.method} ${path} not found`
          : (reasons[status] ?? 'The request failed.');
      reply.type('application/json; charset=utf-8');
      return JSON.stringify({ statusCode: status, error: reasons[status] ?? 'Error', message });
    });
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const field =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            error.validationContext ||
            'body';
          fields[field] ??= issue.message ?? 'is invalid';
        }
        const locale = requestLocale(request);
        for (const [name, problem] of Object.entries(fields))
          fields[name] = translateServerText(problem, locale);
        const [field, problem] = Object.entries(fields)[0] ?? ['body', 'is invalid'];
        return reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: `${field}: ${problem}`, fields });
      }
      if (isClientAbort(error, request)) {
        request.log.info({ err: error.message }, 'client closed the connection mid-request');
        return reply.status(400).send({
          statusCode: 400,
          error: reasons[400],
          message: translateServerText(
            'The request was cut off before it was complete.',
            requestLocale(request),
          ),
        });
      }
      // The database or Redis is unreachable (restart, network): an outage, not a bug. Answer at
      // once so clients retry later, instead of a 500 or a request hanging on the lost service.
      if (!(error instanceof HttpError) && isServiceUnavailable(error)) {
        request.log.warn({ err: error.message }, 'a backing service is unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({
            statusCode: 503,
            error: reasons[503],
            message: translateServerText(
              'The service is temporarily unavailable. Please try again.',
              requestLocale(request),
            ),
          });
      }
      const status = error.statusCode ?? 500;
      // Our own HttpErrors carry messages written for users, whatever their status.
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({
          statusCode: status,
          error: reasons[status] ?? 'Internal Server Error',
          message: translateServerText(
            status === 503
              ? 'The service is temporarily unavailable. Please try again.'
              : 'Something went wrong on our side. Please try again.',
            requestLocale(request),
          ),
        });
      }
      // Messages and field problems in the member's language (English when not translated yet).
      const locale = requestLocale(request);
      const fields =
        error instanceof HttpError && error.fields
          ? Object.fromEntries(
              Object.entries(error.fields).map(([name, problem]) => [
                name,
                translateServerText(problem, locale),
              ]),
            )
          : undefined;
      return reply.status(status).send({
        statusCode: status,
        error: reasons[status] ?? 'Error',
        message:
          error instanceof HttpError
            ? error.messageIn(locale)
            : translateServerText(error.message, locale),
        ...(fields ? { fields } : {}),
      });
    });
  },
  { name: 'errors' },
);
