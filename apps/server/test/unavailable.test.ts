import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { fallbackCounterStore } from '../src/lib/fallback-counter-store';
import { isServiceUnavailable, ServiceUnavailableError } from '../src/lib/unavailable';
import { HttpError } from '../src/plugins/errors';
import { createTestApp } from './helpers/test-app';
import { freePort } from './helpers/private-services';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an outage of PostgreSQL or Redis from a bug', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'admin shutdown (restart)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['server starting up', withCode('the database system is starting up', '57P03')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['socket closed by the server', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'Drizzle wrapping a lost connection',
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ],
    [
      'both addresses of localhost refused',
      new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')]),
    ],
    [
      'Redis offline, no queue',
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
    ],
    [
      'a hidden cause known to be an outage',
      new ServiceUnavailableError(new Error('Failed to get session')),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    [
      'a Drizzle query error with a constraint cause',
      new DrizzleQueryError('insert', [], withCode('violates foreign key', '23503')),
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });

  it('answers an outage with 503 and a JSON message, and a bug with 500', async () => {
    const ctx = await createTestApp({}, (app) => {
      app.get('/api/__outage', { config: { access: 'public' } }, async () => {
        throw new DrizzleQueryError(
          'select 1',
          [],
          withCode('terminating connection due to administrator command', '57P01'),
        );
      });
      app.get('/api/__bug', { config: { access: 'public' } }, async () => {
        throw new TypeError('bug');
      });
      app.get('/api/__own', { config: { access: 'public' } }, async () => {
        throw new HttpError(503, 'Card payments are not available.');
      });
    });
    try {
      const outage = await ctx.app.inject('/api/__outage');
      expect(outage.statusCode).toBe(503);
      expect(outage.headers['retry-after']).toBe('5');
      expect(outage.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The service is temporarily unavailable. Please try again.',
      });
      expect((await ctx.app.inject('/api/__bug')).statusCode).toBe(500);
      expect((await ctx.app.inject('/api/__own')).json().message).toBe(
        'Card payments are not available.',
      );
    } finally {
      await ctx.close();
    }
  });
});

describe('rate-limit counters while Redis is unreachable', () => {
  it('count in memory instead of failing (nothing listens on the port)', async () => {
    const port = await freePort();
    const redis = new Redis(`redis://127.0.0.1:${port}`, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    await redis.connect().catch(() => {});
    const fallbacks: unknown[] = [];
    const counters = fallbackCounterStore(redis, (e) => fallbacks.push(e));
    try {
      expect(await counters.increment('k', 60)).toBe(1);
      expect(await counters.increment('k', 60)).toBe(2);
      expect(await counters.count('k')).toBe(2);
      await counters.setJson('j', { a: 1 }, 60);
      expect(await counters.getJson('j')).toEqual({ a: 1 });
      await counters.reset('k');
      expect(await counters.count('k')).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});
