import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { Feature } from '@fanclub/shared/permissions';
import { can, FEATURES } from '@fanclub/shared/permissions';
import { HttpError } from '../plugins/errors';
import type { Viewer } from '../plugins/viewer';

/**
 * Who may call a route, declared in its options as `config: { access }` (terms: docs/access.md):
 * - 'public': anyone, signed in or not; the handler reads `req.viewer` (maybe null);
 * - 'signedIn': any member (anonymous callers get 401);
 * - a Feature of the shared permission matrix: members whose role has it (401 anonymous, 403 others).
 * A handler behind 'signedIn' or a Feature takes its caller from `member(req)` and never checks
 * the declaration again. Finer checks (the caller owns the row, a guest holds the order key, the
 * viewer's tier unlocks the item) stay in the handlers and services.
 */
export type Access = 'public' | 'signedIn' | Feature;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

const SIGN_IN = 'Please sign in to continue.';
const FORBIDDEN = 'You do not have permission to do that.';

/** Instances registering a plugin whose routes cannot carry route config (static files, docs assets). */
const publicScopes = new WeakSet<object>();

function inPublicScope(instance: object | null): boolean {
  // Encapsulated child instances inherit from their parent through the prototype chain.
  for (let scope = instance; scope; scope = Object.getPrototypeOf(scope) as object | null)
    if (publicScopes.has(scope)) return true;
  return false;
}

export function isAccess(value: unknown): value is Access {
  return (
    value === 'public' ||
    value === 'signedIn' ||
    (typeof value === 'string' && (FEATURES as readonly string[]).includes(value))
  );
}

/** The status and message `access` gives this request, or null when it may go on. */
export function refusal(access: Access, req: Pick<FastifyRequest, 'viewer'>): HttpError | null {
  if (access === 'public') return null;
  if (!req.viewer) return new HttpError(401, SIGN_IN);
  if (access !== 'signedIn' && !can(req.viewer.role, access)) return new HttpError(403, FORBIDDEN);
  return null;
}

/**
 * The caller of a route declared 'signedIn' or a Feature: the access hook has already refused
 * everyone else (401/403), so this is the viewer, narrowed to non-null, with nothing left to check.
 * Called from a 'public' route it is a programming error, whoever is signed in: an internal 500
 * (logged, no details sent) that the route's first test shows. Public routes read `req.viewer`.
 */
export function member(req: FastifyRequest): Viewer {
  const access = req.routeOptions.config.access;
  if (access === undefined || access === 'public' || !req.viewer) {
    throw new Error(
      `member() in ${req.method} ${req.routeOptions.url ?? req.url}, whose access is '${access ?? 'none'}': declare 'signedIn' or a Feature, or read req.viewer`,
    );
  }
  return req.viewer;
}

/**
 * The one place access is enforced. Must run before any route is registered (onRoute only sees
 * later routes). A route without a valid `config.access` stops start-up, so none slips through.
 * The check is a route-level onRequest hook: it runs after the session is read (the auth
 * plugin's global onRequest hook) and before the body is parsed or validated, so a refused
 * caller gets 401/403, never a 400 about a body they may not send.
 */
export function enforceAccess(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const access: unknown = route.config?.access ?? (inPublicScope(this) ? 'public' : undefined);
    if (!isAccess(access)) {
      throw new Error(
        `Route ${[route.method].flat().join(',')} ${route.url} declares no valid access: add config: { access: 'public' | 'signedIn' | <Feature> }`,
      );
    }
    route.config = { ...route.config, access };
    if (access === 'public') return;
    const check = async (req: FastifyRequest) => {
      const refused = refusal(access, req);
      if (refused) throw refused;
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
}

/**
 * Registers a third-party plugin whose routes are all public and cannot take route options
 * (@fastify/static, the API docs' assets). Only routes it registers while loading are covered.
 */
export async function registerPublic<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<Options>,
  options: Options,
) {
  publicScopes.add(app);
  try {
    // One overload per plugin style; the union needs picking apart for the compiler only.
    await app.register(plugin as FastifyPluginAsync<Options>, options);
  } finally {
    publicScopes.delete(app);
  }
}
