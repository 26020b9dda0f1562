import { describe, expect, it } from 'vitest';
import { CreateContentBody, CreateEventBody } from '../src/schemas/admin';

describe('CreateEventBody', () => {
  const ok = { title: 'Rolling Loud', eventDate: '2025-03-15T19:00:00-08:00' };

  it('needs a title and a date; location is optional', () => {
    expect(CreateEventBody.parse(ok)).toEqual(ok);
    expect(CreateEventBody.parse({ ...ok, location: ' Inglewood, CA ' }).location).toBe(
      'Inglewood, CA',
    );
  });

  it('rejects a blank title or a missing or unreadable date', () => {
    const blank = CreateEventBody.safeParse({ ...ok, title: '  ' });
    expect(blank.error?.issues[0]?.message).toBe('Please enter an event title.');
    for (const eventDate of [undefined, '', 'next friday', '2025-03-15']) {
      const result = CreateEventBody.safeParse({ ...ok, eventDate });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please choose a date and time for the event.');
    }
  });
});

describe('CreateContentBody', () => {
  it('needs a title and a body and defaults visibility to free', () => {
    expect(CreateContentBody.parse({ title: 'Hello', body: 'First post' })).toEqual({
      title: 'Hello',
      body: 'First post',
      visibility: 'free',
    });
  });

  it('accepts the three visibilities only', () => {
    for (const visibility of ['free', 'fanplus', 'vip']) {
      const parsed = CreateContentBody.parse({ title: 't', body: 'b', visibility });
      expect(parsed.visibility).toBe(visibility);
    }
    expect(
      CreateContentBody.safeParse({ title: 't', body: 'b', visibility: 'premium' }).success,
    ).toBe(false);
  });

  it('rejects blank title or body with human messages', () => {
    const noTitle = CreateContentBody.safeParse({ title: ' ', body: 'b' });
    expect(noTitle.error?.issues[0]?.message).toBe('Please enter a title.');
    const noBody = CreateContentBody.safeParse({ title: 't', body: '' });
    expect(noBody.error?.issues[0]?.message).toBe('Please write something to post.');
  });
});
