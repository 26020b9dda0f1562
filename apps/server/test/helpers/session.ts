import type { FastifyInstance, InjectOptions } from 'fastify';
import { outboxFiles } from './mail-reader';

/** A browser-like caller: same-origin Origin header and the cookies it was given. */
export function client(app: FastifyInstance, origin: string, cookie = '') {
  const call = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { origin, ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
  return {
    cookie,
    get: (url: string) => call({ method: 'GET', url }),
    post: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      call({ method: 'POST', url, payload: payload ?? {}, headers }),
    patch: (url: string, payload?: object) =>
      call({ method: 'PATCH', url, payload: payload ?? {} }),
    put: (url: string, payload?: object) => call({ method: 'PUT', url, payload: payload ?? {} }),
    inject: call,
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

export async function signIn(
  app: FastifyInstance,
  origin: string,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email, password },
    remoteAddress,
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return client(app, origin, cookiesFrom(res.headers['set-cookie']));
}

/** Mails written to DATA_DIR/outbox, newest last, with quoted-printable soft breaks undone. */
/**
 * The anonymous visitor and every demo role signed in, each from its own address in `subnet`
 * (so per-address limits in one test file do not add up across roles).
 */
export async function signInEveryRole(
  app: FastifyInstance,
  origin: string,
  subnet: string,
): Promise<Record<string, ReturnType<typeof client>>> {
  const as: Record<string, ReturnType<typeof client>> = { anonymous: client(app, origin) };
  let host = 1;
  for (const name of ['fan', 'fanplus', 'vip', 'artist', 'admin', 'staff'])
    as[name] = await signIn(
      app,
      origin,
      `${name}@example.com`,
      'fanclub-demo',
      `${subnet}.${host++}`,
    );
  return as;
}

export function outbox(dataDir: string): { file: string; raw: string }[] {
  return outboxFiles(dataDir).map(({ file, raw }) => ({
    file,
    raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  }));
}

export function linkIn(raw: string, pathPart: string): string {
  const match = raw.match(
    new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`),
  );
  if (!match) throw new Error(`no ${pathPart} link in mail`);
  return match[0];
}
