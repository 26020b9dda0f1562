import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';

describe('graceful close', () => {
  it('lets an in-flight request finish while closing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    // A deliberately slow route, registered only in this test, stands for a request in progress.
    const fresh = await createTestApp({}, (app) => {
      app.get('/api/__slow', { config: { access: 'public' } }, async () => {
        arrived();
        await gate;
        return { done: true };
      });
    });
    await fresh.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fresh.app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/__slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    // Close only once the request is being handled: a fixed wait lost the race on a busy machine.
    await inHandler;
    const closing = fresh.close();
    await new Promise((r) => setTimeout(r, 100));
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closing;
  });

  it('names the field when a value has the wrong type', async () => {
    const ctx = await createTestApp();
    try {
      const res = await ctx.app.inject('/api/tracks?limit=many');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('limit');
      expect(res.json().message).toMatch(/^limit: /);
    } finally {
      await ctx.close();
    }
  });
});
