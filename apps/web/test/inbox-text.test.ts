import { describe, expect, it } from 'vitest';
import type { InboxItem } from '@fanclub/shared/schemas/community';
import { itemHeadline as headline } from '../src/features/inbox/components/inbox-text';
import { shortTimeAgo } from '../src/lib/time-text';
import { bellLabel } from '../src/lib/inbox/bell-label';
import MessageFormat from '@messageformat/core';
import english from '@fanclub/shared/i18n/messages/en.json';
import type { Translator } from '../src/lib/i18n/translator';

// The English catalogue's texts, compiled as the build does (the catalogue plugin is the build's).
const mf = new MessageFormat('en');
const t: Translator['t'] = (key, values) => {
  const [ns, name] = key.split('.') as [keyof typeof english, string];
  return mf.compile((english[ns] as Record<string, string>)[name] ?? key)(values);
};
const itemHeadline = (of: InboxItem) => headline(of, t);

const item = (over: Partial<InboxItem>): InboxItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'reply',
  actorName: 'Mia',
  othersCount: 0,
  title: 'Mia replied to your post',
  body: 'So good!',
  url: '/home/posts/x#comment-y',
  read: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('itemHeadline', () => {
  it('batches likes as "Mia and 12 others"', () => {
    expect(itemHeadline(item({ kind: 'post_like', othersCount: 12 }))).toBe(
      'Mia and 12 others liked your post',
    );
    expect(itemHeadline(item({ kind: 'post_like', othersCount: 1 }))).toBe(
      'Mia and 1 other liked your post',
    );
    expect(itemHeadline(item({ kind: 'post_like', othersCount: 0 }))).toBe('Mia liked your post');
  });

  it("says the artist replied, in the server's words, or 'to you' when it sent none", () => {
    expect(
      itemHeadline(
        item({ kind: 'artist_reply', actorName: 'Nova', title: 'The artist replied on your post' }),
      ),
    ).toBe('The artist replied on your post');
    expect(itemHeadline(item({ kind: 'artist_reply', actorName: 'Nova', title: '' }))).toBe(
      'The artist replied to you',
    );
  });

  it("uses the server's title for the other kinds", () => {
    expect(itemHeadline(item({ kind: 'order_shipped', title: 'Your order is on its way' }))).toBe(
      'Your order is on its way',
    );
    expect(itemHeadline(item({}))).toBe('Mia replied to your post');
  });
});

describe('shortTimeAgo', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');
  it('reads now, minutes, hours and days, then a date', () => {
    expect(shortTimeAgo('2026-11-27T11:59:30.000Z', now)).toBe('now');
    expect(shortTimeAgo('2026-11-27T11:55:00.000Z', now)).toBe('5m');
    expect(shortTimeAgo('2026-11-27T09:00:00.000Z', now)).toBe('3h');
    expect(shortTimeAgo('2026-11-25T12:00:00.000Z', now)).toBe('2d');
    expect(shortTimeAgo('2026-11-01T12:00:00.000Z', now)).toBe('Nov 1');
    expect(shortTimeAgo('not a time', now)).toBe('');
  });
});

describe('bellLabel', () => {
  it('says how many are unread', () => {
    expect(bellLabel(3, t)).toBe('Inbox, 3 unread');
    expect(bellLabel(0, t)).toBe('Inbox');
  });
});
