import type { FastifyInstance } from 'fastify';
import type { Access } from './access';

/** One route the server answers: its method, URL pattern, whether it upgrades to a WebSocket, and who may call it. */
export interface RouteEntry {
  method: string;
  url: string;
  websocket: boolean;
  /** From the route's `config.access` (see lib/access.ts); undefined only if access enforcement is off. */
  access: Access | undefined;
  /** From `config.sameForEveryone` (plugins/read-cache.ts): the answer may be cached for everyone. */
  sameForEveryone?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after `recordRoutes` ran, in registration order. Security tests walk
     * it so that a new route cannot slip past the authorization matrix or the input fuzzer.
     */
    routeTable: readonly RouteEntry[];
  }
}

/** Must run before any route is registered: onRoute only sees routes added after it. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      table.push({
        method,
        url: route.url,
        websocket: Boolean(route.websocket),
        access: route.config?.access,
        sameForEveryone: route.config?.sameForEveryone === true,
      });
  });
}
