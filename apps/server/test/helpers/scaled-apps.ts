import { afterAll, beforeAll } from 'vitest';
import { createPeerApp, createTestApp } from './test-app';
import { testDbKind } from './test-database';

/** Scaling out needs a shared database and a shared Redis, so these suites run only in that pass. */
export const scaledOutAvailable = testDbKind() === 'postgres' && Boolean(process.env.REDIS_URL);

export interface ScaledApps {
  /** The first process; it created the database the second one joins. */
  one: Awaited<ReturnType<typeof createTestApp>>;
  two: Awaited<ReturnType<typeof createPeerApp>>;
}

/**
 * Two app processes on one PostgreSQL database and one Redis, as when scaled out. Call inside a
 * describe block: the apps start in its beforeAll and close in its afterAll, so read the fields
 * of the returned object only inside tests.
 */
export function useScaledApps(): ScaledApps {
  const apps = {} as ScaledApps;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    apps.one = await createTestApp(env);
    apps.two = await createPeerApp(apps.one.databaseUrl!, env);
  });
  afterAll(async () => {
    await apps.two?.close();
    await apps.one?.close();
  });
  return apps;
}
