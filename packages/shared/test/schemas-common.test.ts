import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  HealthResponse,
  IdParams,
  paginated,
  PaginationQuery,
  ProductIdParams,
  Timestamp,
} from '../src/schemas/common';

describe('common schemas', () => {
  it('accepts an API error with or without fields', () => {
    const base = { error: 'Bad Request', message: 'Please enter a title.', statusCode: 400 };
    expect(ApiError.parse(base)).toEqual(base);
    expect(ApiError.safeParse({ ...base, fields: { title: 'Required.' } }).success).toBe(true);
    expect(ApiError.safeParse({ ...base, statusCode: 200 }).success).toBe(false);
    expect(ApiError.safeParse({ error: 'x', statusCode: 500 }).success).toBe(false);
  });

  it('accepts only status ok for health', () => {
    expect(HealthResponse.safeParse({ status: 'ok' }).success).toBe(true);
    expect(HealthResponse.safeParse({ status: 'down' }).success).toBe(false);
  });

  it('requires a non-blank id', () => {
    expect(IdParams.parse({ id: 'abc' })).toEqual({ id: 'abc' });
    expect(IdParams.safeParse({ id: '  ' }).success).toBe(false);
    expect(IdParams.safeParse({}).success).toBe(false);
  });

  it('coerces product ids from the URL', () => {
    expect(ProductIdParams.parse({ id: '2' })).toEqual({ id: 2 });
    for (const bad of ['0', '-1', '1.5', 'tee']) {
      expect(ProductIdParams.safeParse({ id: bad }).success).toBe(false);
    }
  });

  it('defaults and bounds pagination', () => {
    expect(PaginationQuery.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(PaginationQuery.parse({ limit: '5', offset: '10' })).toEqual({
      limit: 5,
      offset: 10,
    });
    for (const bad of [{ limit: '0' }, { limit: '101' }, { offset: '-1' }, { limit: '2.5' }]) {
      expect(PaginationQuery.safeParse(bad).success).toBe(false);
    }
  });

  it('wraps items in a page', () => {
    const page = paginated(z.object({ id: z.string() }));
    const ok = { items: [{ id: 'a' }], total: 1, limit: 20, offset: 0 };
    expect(page.parse(ok)).toEqual(ok);
    expect(page.safeParse({ ...ok, items: [{ id: 1 }] }).success).toBe(false);
  });

  it('accepts ISO timestamps with a zone only', () => {
    expect(Timestamp.safeParse('2025-03-15T19:00:00.000Z').success).toBe(true);
    expect(Timestamp.safeParse('2025-03-15T19:00:00-07:00').success).toBe(true);
    expect(Timestamp.safeParse('2025-03-15T19:00:00').success).toBe(false);
    expect(Timestamp.safeParse('15 March').success).toBe(false);
  });
});
