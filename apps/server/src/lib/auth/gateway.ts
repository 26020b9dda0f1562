// What stands between the browser and Better Auth under /api/auth: an allow-list of endpoints,
// our own validation (the shared zod schemas), sign-in throttling, abuse limits on mails, the
// common-password check and global sign-out. Each guarded endpoint is one function below.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResetPasswordBody, SignInBody, SignUpBody } from '@fanclub/shared/schemas/auth';
import { EMAIL_CONFIRMED_CALLBACK } from '@fanclub/shared/auth-links';
import { HttpError } from '../../plugins/errors';
import { emailOf, LIMITS, waitValues } from '../../plugins/rate-limits';
import type { Auth } from './create-auth';
import { isCommonPassword } from './common-passwords';
import type { KnownDevices } from './known-device';
import type { AuthRepository } from './repository';
import { refuseReservedSignUpName } from './reserved-sign-up-name';
import type { signInThrottle } from './sign-in-throttle';
import { tooManyAttempts } from './sign-in-throttle';
import { checkedAuthUrl, sendWebResponse } from './web-request';

const COMMON_PASSWORD = 'That password is too common. Please choose another.';

/** Better Auth endpoints we expose; everything else under /api/auth answers 404. */
const ALLOWED = [
  /^\/sign-up\/email$/,
  /^\/sign-in\/(email|social)$/,
  /^\/callback\/[a-z]+$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/verify-email$/,
  /^\/send-verification-email$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[^/]+)?$/,
  /^\/list-sessions$/,
];

export interface GatewayDeps {
  app: FastifyInstance;
  auth: Auth;
  repo: AuthRepository;
  publicUrl: string;
  throttle: ReturnType<typeof signInThrottle>;
  devices: KnownDevices;
  /** Hands the request (with `body` instead of the original, when given) to Better Auth. */
  forward: (req: FastifyRequest, url: URL, body?: unknown) => Promise<Response>;
}

type Guarded = (
  deps: GatewayDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  url: URL,
) => Promise<unknown>;

function parseOrThrow<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues)
    fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const [, message] = Object.entries(fields)[0] ?? ['body', 'is invalid'];
  throw new HttpError(400, message, fields);
}

const signUp: Guarded = async ({ app, forward }, req, reply, url) => {
  const body = parseOrThrow(SignUpBody, req.body);
  await app.abuseLimit('signUp', req, reply, [body.email]);
  if (isCommonPassword(body.password))
    throw new HttpError(400, COMMON_PASSWORD, { password: COMMON_PASSWORD });
  await refuseReservedSignUpName(app, body);
  // The confirmation link always returns to the site root (spec section 2); the flag lets the
  // landing screen say "Your e-mail is confirmed" before it takes the member in.
  const response = await forward(req, url, {
    name: body.displayName,
    email: body.email,
    password: body.password,
    callbackURL: EMAIL_CONFIRMED_CALLBACK,
  });
  return sendWebResponse(reply, response);
};

const signIn: Guarded = async ({ throttle, devices, forward }, req, reply, url) => {
  const body = parseOrThrow(SignInBody, req.body);
  const knownDevice = devices.knows(req.headers.cookie, body.email);
  const wait = await throttle.attempt(body.email, req.ip, { knownDevice });
  if (wait !== null) {
    reply.header('retry-after', String(wait));
    throw tooManyAttempts(wait);
  }
  // The attempt let through is only reserved until judged here (ADR 010): always settle it.
  const response = await forward(req, url, body).catch(async (error: unknown) => {
    await throttle.release(body.email, req.ip);
    throw error;
  });
  if (response.status === 401) await throttle.recordFailure(body.email, req.ip);
  else if (response.ok) await throttle.recordSuccess(body.email, req.ip);
  else await throttle.release(body.email, req.ip);
  if (response.status === 403) {
    // Better Auth has just re-sent the confirmation mail (sendOnSignIn); say so plainly.
    throw new HttpError(
      403,
      "Please confirm your e-mail first. We've sent you a new confirmation link.",
    );
  }
  // The browser is known for this account from now on (known-device.ts).
  return sendWebResponse(reply, response, response.ok ? [devices.cookieFor(body.email)] : []);
};

/** Anyone may ask for these mails for any address: counted per client address and recipient. */
const accountMail: Guarded = async ({ app, forward }, req, reply, url) => {
  await app.abuseLimit('accountMail', req, reply, [emailOf(req.body)]);
  return sendWebResponse(reply, await forward(req, url, req.body));
};

/** A new confirmation link: like sign-up's, it returns to the site root, whatever was asked. */
const confirmationMail: Guarded = async ({ app, forward }, req, reply, url) => {
  const email = emailOf(req.body);
  await app.abuseLimit('accountMail', req, reply, [email]);
  const response = await forward(req, url, { email, callbackURL: EMAIL_CONFIRMED_CALLBACK });
  if (response.status === 429) {
    // Better Auth's own burst cap (3 a minute per client): say how long, in our words.
    const wait = Math.max(1, Number(response.headers.get('x-retry-after')) || 60);
    reply.header('retry-after', String(wait));
    throw HttpError.text(429, LIMITS.accountMail.text, waitValues(wait));
  }
  return sendWebResponse(reply, response);
};

const resetPassword: Guarded = async ({ forward }, req, reply, url) => {
  const body = parseOrThrow(ResetPasswordBody, req.body);
  if (isCommonPassword(body.newPassword))
    throw new HttpError(400, COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
  return sendWebResponse(reply, await forward(req, url, body));
};

/** Sign-out is global (the spec's scope=global): every session of the user ends. */
const signOut: Guarded = async ({ auth, repo, forward }, req, reply, url) => {
  const session = await auth.api.getSession({
    headers: new Headers(req.headers as Record<string, string>),
  });
  const response = await forward(req, url, req.body ?? {});
  if (session) await repo.endSessions(session.user.id);
  return sendWebResponse(reply, response);
};

const GUARDED_POSTS: Record<string, Guarded> = {
  '/sign-up/email': signUp,
  '/sign-in/email': signIn,
  '/send-verification-email': confirmationMail,
  '/request-password-reset': accountMail,
  '/reset-password': resetPassword,
  '/sign-out': signOut,
};

/** The handler of GET and POST /api/auth/*. */
export function authGateway(deps: GatewayDeps) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // The allow-list judges the very URL Better Auth will route on, never the raw one.
    const url = checkedAuthUrl(req.url, deps.publicUrl);
    const path = url.pathname.slice('/api/auth'.length);
    if (!ALLOWED.some((re) => re.test(path)))
      throw new HttpError(404, `Route ${req.method} ${url.pathname} not found`);
    const guarded = req.method === 'POST' ? GUARDED_POSTS[path] : undefined;
    if (guarded) return guarded(deps, req, reply, url);
    return sendWebResponse(reply, await deps.forward(req, url, req.body));
  };
}
