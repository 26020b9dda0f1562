import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from './test';
import { tap } from './tap';
import type { Browser, Page } from '@playwright/test';
import { startPushReceiver, stubPushManager } from './club-push';
import { startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { phoneOn, screensDir } from './phone';
import type { PhoneOptions } from './phone';

// The club's whole journey at Pixel 7 size (issue 29, "Done means"), on a server of its own:
// pushes must go to a receiver on 127.0.0.1 (PUSH_ALLOW_LOOPBACK=true), and the Fan+ demo member,
// whose sessions accounts.spec.ts ends mid-run on the shared server, is fresh here. A Fan+ member
// posts with a picture, a VIP comments, the artist answers, and the member is brought back by
// the inbox and a Web Push; then a free fan, a blocked word and a mute. The feed's own details
// are in club-feed.spec.ts, the inbox's and the moderation screen's in club-inbox.spec.ts.
test.describe.configure({ mode: 'serial' });
const expect = baseExpect.configure({ timeout: 15_000 });

// Word for word from packages/shared/src/schemas/community.ts.
const COMMUNITY_LOCKED = 'The community is for Fan+ and VIP members.';
const HELD_FOR_REVIEW = 'Thanks! A moderator will check it before it appears.';
const mutedUntilMessage = (until: string) => `You are muted in the community until ${until}.`;
/** As the server words it (features/community/write-guard.ts formatUntil). */
const formatUntil = (until: Date) =>
  `${until
    .toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    .replace(/\u202f/g, ' ')} UTC`;

const picture = fileURLToPath(new URL('../../apps/web/public/icons/icon-192.png', import.meta.url));
const suffix = randomBytes(4).toString('hex');

let server: OwnServer;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  receiver = await startPushReceiver();
  server = await startOwnServer({ PUSH_ALLOW_LOOPBACK: 'true', RATE_LIMIT_FACTOR: '100' });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

const member = (browser: Browser, email: string, options: PhoneOptions = {}) =>
  phoneOn(server.url, browser, { email, ...options });

/** The API as the page's member (same cookies), with the Origin the server's CSRF check wants. */
async function send<T>(page: Page, method: 'POST' | 'PUT', url: string, data: object): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { origin: server.url } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

async function userId(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return me.user.id;
}

async function comment(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await page.getByRole('button', { name: 'Send comment' }).click();
}

/** A Fan+ post made through the API, for the tests after the journey; answers its id. */
async function postAs(page: Page, text: string): Promise<string> {
  return (await send<{ post: { id: string } }>(page, 'POST', '/api/community/posts', { text })).post
    .id;
}

test('a Fan+ member posts with a picture, a VIP comments, the artist answers, and the inbox and a push bring the member back to the reply', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const device = receiver.subscription();
  const fan = await member(browser, 'fanplus@example.com', {
    serviceWorkers: 'allow',
    permissions: ['notifications'],
  });
  await fan.addInitScript(stubPushManager, device.json);

  // Push on for this phone, from the notification settings (the service worker must be active).
  await fan.goto('/settings/notifications');
  await fan.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const subscribed = fan.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await tap(fan.getByRole('button', { name: 'Allow push notifications' }));
  expect((await subscribed).status()).toBe(201);
  await expect(fan.getByText('Push notifications are on for this device.')).toBeVisible();

  // 1. The post, with a PNG, from the composer on /home.
  await fan.goto('/home');
  await tap(fan.getByRole('button', { name: /Write a post/ }));
  const sheet = fan.getByRole('dialog', { name: 'New post' });
  const text = `Made this for the tour, what do you think? ${suffix}`;
  await sheet.getByLabel('Post text').fill(text);
  await sheet.getByTestId('composer-images').setInputFiles({
    name: 'tour-art.png',
    mimeType: 'image/png',
    buffer: await readFile(picture),
  });
  await expect(sheet.getByRole('img', { name: /Picture 1: tour-art\.png/ })).toBeVisible();
  const created = fan.waitForResponse(
    (r) => r.url().endsWith('/api/community/posts') && r.request().method() === 'POST',
  );
  await sheet.getByRole('button', { name: 'Post', exact: true }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const postId = ((await answer.json()) as { post: { id: string } }).post.id;
  await expect(sheet).toBeHidden();
  const card = fan.getByTestId('post-card').filter({ hasText: text });
  await expect(card.getByRole('button', { name: 'Open picture 1 of 1' })).toBeVisible();
  // The picture really loads (re-encoded by the server, served from its storage).
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // 2. A VIP comments on it, from the post screen.
  const vip = await member(browser, 'vip@example.com');
  await vip.goto(`/home/posts/${postId}`);
  await expect(vip.getByText(text)).toBeVisible();
  const vipComment = `Love the colours! ${suffix}`;
  await comment(vip, vipComment);
  await expect(vip.getByTestId('comment').filter({ hasText: vipComment })).toBeVisible();

  // 3. The artist replies to that comment: pinned under it, with the verified badge. The member,
  // whose post it is, watches it arrive without reloading.
  await fan.goto(`/home/posts/${postId}`);
  await expect(fan.getByText(vipComment)).toBeVisible();
  const artist = await member(browser, 'artist@example.com');
  await artist.goto(`/home/posts/${postId}`);
  await tap(artist.getByRole('button', { name: 'Reply to Demo VIP' }));
  const pinnedText = `Thank you both, this made my day ${suffix}`;
  await artist.getByRole('textbox', { name: 'Reply to Demo VIP' }).fill(pinnedText);
  await artist.getByRole('button', { name: 'Send reply' }).click();
  const pinned = fan
    .getByRole('list', { name: 'Replies to Demo VIP' })
    .getByRole('listitem')
    .first()
    .getByTestId('artist-reply');
  await expect(pinned).toContainText(pinnedText);
  await expect(pinned).toContainText('Pinned reply');
  await expect(pinned.getByRole('img', { name: 'Verified artist' })).toBeVisible();
  // And the artist answers the member's post itself: that is "The artist replied to you" for its
  // author (the reply under the VIP's comment told the VIP that, and the member "… on your post").
  const artistAnswer = `Printing this for the merch table ${suffix}`;
  await comment(artist, artistAnswer);
  await expect(artist.getByTestId('comment').filter({ hasText: artistAnswer })).toBeVisible();
  await artist.context().close();
  await vip.context().close();

  // 4. The push reached the member's phone, with the artist's words and a link to them.
  await expect
    .poll(() => device.messages().find((m) => m.title === 'The artist replied to you'), {
      timeout: 30_000,
    })
    .toMatchObject({
      body: artistAnswer,
      url: expect.stringMatching(`/home/posts/${postId}#comment-`),
    });
  expect(device.requests()[0]!.headers.authorization).toMatch(/^vapid t=/);
  const pushed = device.messages().find((m) => m.title === 'The artist replied to you')!;
  // The VIP's comment was pushed too, and the artist's reply under it.
  expect(device.messages().map((m) => m.title)).toEqual(
    expect.arrayContaining(['Demo VIP replied to your post', 'The artist replied on your post']),
  );

  // The bell on Home (the dashboard) counts both, and whatever else the server told everyone.
  await fan.goto('/dashboard');
  const bell = fan.getByRole('link', { name: /^Inbox, \d+ unread$/ }).first();
  await expect(bell).toBeVisible();
  const unread = Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0]);
  expect(unread).toBeGreaterThanOrEqual(2);
  await tap(bell);
  await expect(fan).toHaveURL(/\/inbox$/);
  const row = fan.getByRole('button', { name: new RegExp(`The artist replied to you.*${suffix}`) });
  await expect(row).toHaveAccessibleName(/^Unread: The artist replied to you/);
  await expect(row).toContainText(artistAnswer);
  await fan.screenshot({ path: `${screensDir}club_journey-inbox.png` });

  // 5. Opening it lands on the artist's words, focused, the same place the push opens.
  await row.click();
  const [path, hash] = pushed.url.split('#') as [string, string];
  await expect(fan).toHaveURL(`${server.url}${path}#${hash}`);
  const landed = fan.locator(`#${hash}`);
  await expect(landed).toBeFocused();
  await expect(landed).toBeInViewport();
  await expect(landed).toContainText(artistAnswer);
  await expect(landed.getByRole('img', { name: 'Verified artist' })).toBeVisible();
  await fan.screenshot({ path: `${screensDir}club_journey-reply.png` });
  await fan.context().close();
});

test('a free fan sees the community locked and cannot post', async ({ browser }) => {
  const fan = await member(browser, 'fan@example.com');
  await fan.goto('/home');
  const locked = fan.getByTestId('community-locked');
  await expect(locked).toContainText(COMMUNITY_LOCKED);
  await expect(locked.getByRole('link')).toHaveAttribute('href', '/subscribe?for=community');
  await expect(fan.getByRole('button', { name: /Write a post/ })).toHaveCount(0);
  const res = await fan.request.post('/api/community/posts', {
    multipart: { text: `Let me in ${suffix}` },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(403);
  await fan.context().close();
});

test('a blocked word holds a member’s comment for review, and the artist finds it in the queue', async ({
  browser,
}) => {
  const artist = await member(browser, 'artist@example.com');
  const word = `zq${suffix}`;
  await send(artist, 'POST', '/api/moderation/blocked-words', { word });

  const vip = await member(browser, 'vip@example.com');
  const postId = await postAs(vip, `Anyone going to the Lisbon show? ${suffix}`);
  await vip.goto(`/home/posts/${postId}`);
  const held = `That venue is ${word} honestly`;
  await comment(vip, held);
  await expect(vip.getByText(HELD_FOR_REVIEW)).toBeVisible();
  await expect(vip.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  await expect(vip.getByTestId('comment').filter({ hasText: held })).toHaveCount(0);
  await vip.context().close();

  await artist.goto('/admin/moderation');
  const item = artist
    .getByRole('article', { name: 'Comment by Demo VIP' })
    .filter({ hasText: held });
  await expect(item).toContainText(`Held for the word “${word}”`);
  await expect(item.getByRole('button', { name: 'Publish' })).toBeVisible();
  await artist.context().close();
});

test('a muted member is told until when, and the draft stays in the box', async ({ browser }) => {
  const vip = await member(browser, 'vip@example.com');
  const postId = await postAs(vip, `Setlist predictions thread ${suffix}`);
  // The member is typing when the artist mutes them: the send is refused, the words are kept.
  await vip.goto(`/home/posts/${postId}`);
  const box = vip.getByRole('textbox', { name: 'Write a comment' });
  const draft = `Opening with the new single, calling it now ${suffix}`;
  await box.fill(draft);

  const artist = await member(browser, 'artist@example.com');
  const mute = await send<{ until: string }>(
    artist,
    'PUT',
    `/api/moderation/sanctions/${await userId(vip)}`,
    { kind: 'mute', hours: 1, reason: 'Cooling off' },
  );
  await artist.context().close();
  const until = new Date(mute.until).getTime() - Date.now();
  expect(until).toBeGreaterThan(59 * 60_000);
  expect(until).toBeLessThanOrEqual(60 * 60_000);

  await vip.getByRole('button', { name: 'Send comment' }).click();
  await expect(vip.getByRole('alert').filter({ hasText: 'muted' })).toHaveText(
    mutedUntilMessage(formatUntil(new Date(mute.until))),
  );
  await expect(box).toHaveValue(draft);
  await expect(vip.getByTestId('comment')).toHaveCount(0);
  await vip.screenshot({ path: `${screensDir}club_muted.png` });
  // What the muted member sees on coming back (kept for review, see the report of J1).
  await vip.reload();
  await expect(vip.getByText(`Setlist predictions thread ${suffix}`)).toBeVisible();
  await vip.screenshot({ path: `${screensDir}club_muted-reload.png` });
  await vip.context().close();
});
