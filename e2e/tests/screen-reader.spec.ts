import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test';
import { settle } from './a11y-helpers';
import { newMember } from './new-member';
import { memberPage, startOwnServer } from './own-server';
import { writeTestCardHls } from './test-card-hls';

// A screen-reader pass (issue 34): what Chromium's accessibility tree (Playwright's aria
// snapshot) gives a screen reader on sign-in, subscribe, buying merch, buying a ticket, watching
// a live and chatting. Each step asserts the roles, names and states a blind fan needs to do the
// journey: labelled fields, errors tied to their field, a dialog named by its title, a status
// that speaks the result, and player controls that say what they do and their state.

test('sign-in: labelled fields; empty fields are marked invalid and say why', async ({ page }) => {
  await page.goto('/login');
  await settle(page);
  await expect(page.locator('main')).toMatchAriaSnapshot(`
    - heading "Login" [level=1]
    - textbox "Email"
    - textbox "Password"
    - button "Show password"
    - link "Forgot Password"
    - button "Login"
  `);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('main')).toMatchAriaSnapshot(`
    - textbox "Email" [invalid]
    - paragraph: Please enter your email.
    - textbox "Password" [invalid]
  `);
  // The error is part of the field's description, so it is read with the field.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /Please enter your email\./,
  );
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription(
    /Please enter your password\./,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  // Revealing the password says so: the toggle's name follows the state.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
});

test('subscribe: each plan is a named article with its price, perks and button; checkout fields are labelled', async ({
  page,
  baseURL,
}) => {
  // A member of its own: fan@ is upgraded by other files running alongside (membership.spec),
  // and a Fan+ member sees other buttons on the plan list.
  const email = await newMember(page, baseURL!, { name: 'Reader Fan' });
  await page.goto('/subscribe');
  await settle(page);
  await expect(page.locator('main')).toMatchAriaSnapshot(`
    - heading "Choose Your Experience" [level=1]
    - article "Fan+":
      - heading "Fan+" [level=2]
      - paragraph: $9.99/month
      - list "Fan+ includes":
        - listitem: Full playback
      - button "Subscribe - $9.99/mo"
    - article "VIP":
      - heading "VIP" [level=2]
      - list "VIP includes"
      - button "Subscribe - $19.99/mo"
  `);
  await page.goto('/auth?plan=fanplus');
  await settle(page);
  await expect(page.locator('main')).toMatchAriaSnapshot(`
    - heading "Subscription Checkout" [level=1]
    - region "Fan+"
    - combobox "Plan": Fan+ · $9.99/month
    - term: Total
    - definition: $9.99/month
    - textbox "Email": ${email}
    - textbox "Full Name"
    - textbox "Card Number"
    - textbox "Expiration Date"
    - textbox "CVC"
    - textbox "ZIP Code"
    - combobox "Country": United States
    - checkbox /I agree to the Terms of Service/ [checked=false]
    - button "Subscribe for $9.99/month" [disabled]
  `);
});

test('merch: the size menu and quantity are named, and adding to the cart is spoken', async ({
  page,
}) => {
  await page.goto('/product-tee?id=2');
  await settle(page);
  await expect(page.locator('main')).toMatchAriaSnapshot(`
    - link "Cart, 0 items"
    - heading "New Baby Tee - White" [level=1]
    - combobox "Size": Choose a size
    - group "Quantity":
      - button "Decrease" [disabled]
      - status: "1"
      - button "Increase"
    - button "Choose a size"
  `);
  await page.getByRole('combobox', { name: 'Size' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveText(/M/);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  // The toast is a live status: a screen reader hears it without moving focus.
  await expect(page.locator('[aria-live="polite"]').getByText(/added to cart!$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
});

test('ticket: the purchase dialog is named by its title and its fields are labelled', async ({
  page,
  baseURL,
}) => {
  // Its own member: nothing is bought, but the shared demo accounts stay untouched.
  await newMember(page, baseURL!, { name: 'Reader Fan' });
  await page.goto('/event/souled-out');
  await settle(page);
  await page.getByRole('button', { name: 'Buy Tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Tickets' });
  await expect(dialog).toMatchAriaSnapshot(`
    - dialog "Get Your Tickets":
      - heading "Get Your Tickets" [level=2]
      - paragraph: 1 × Souled Out · $89.00
      - button "Close"
      - textbox "Email"
      - textbox "Full Name": Reader Fan
      - textbox "Card Number"
      - textbox "Expiration Date"
      - textbox "CVC"
      - textbox "ZIP Code"
      - combobox "Country"
      - checkbox "I agree to the Terms of Service" [checked=false]
      - button "Pay $89.00" [disabled]
  `);
  // Everything behind the dialog is out of the tree while it is open.
  await expect(page.getByRole('button', { name: 'Buy Tickets' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Buy Tickets' })).toBeFocused();
});

test('watching a live and chatting: named player controls with their states, a chat log and calm statuses', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Going live on the shared server would collide with live.spec.ts: a server of our own, with
  // a short test card as the stream so the player has a picture and its controls.
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-reader-e2e-'));
  writeTestCardHls(join(dataDir, 'live', 'reader-card'));
  const server = await startOwnServer({ DATA_DIR: dataDir });
  try {
    const artist = await memberPage(browser, server.url, 'artist@example.com');
    const res = await artist.request.post('/api/live/start', {
      data: { title: 'Reader live', streamUrl: '/live/reader-card/index.m3u8' },
      headers: { origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(200);
    const vip = await memberPage(browser, server.url, 'vip@example.com');
    await vip.goto('/media-hub/live');
    const viewer = vip.getByRole('dialog', { name: 'Live: Reader live' });
    await expect(viewer).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByRole('button', { name: 'Tap to unmute' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(viewer).toMatchAriaSnapshot(`
      - 'dialog "Live: Reader live"':
        - region "Live chat":
          - log "Chat messages"
          - textbox "Chat message"
          - button "Send message" [disabled]
          - button "Send a heart"
        - banner:
          - paragraph: Reader live
          - status: /\\d+ (person|people) watching/
          - button "Close live"
    `);
    await viewer.getByRole('button', { name: 'Tap to unmute' }).click();
    await expect(viewer.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();

    // The media hub's player: play/pause, mute and full screen say what they do.
    await vip.goto('/media-hub');
    await settle(vip);
    const hub = vip.locator('main');
    await expect(hub.getByRole('button', { name: /^(Play|Pause)$/ })).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(hub.getByRole('button', { name: /^(Mute|Unmute)$/ })).toHaveCount(1);
    await expect(hub.getByRole('button', { name: 'Full screen' })).toHaveCount(1);
    const playPause = hub.getByRole('button', { name: /^(Play|Pause)$/ });
    const before = await playPause.getAttribute('aria-label');
    await playPause.click();
    await expect(playPause).not.toHaveAccessibleName(before!);

    // Chatting: the message lands in the log, and one polite status speaks it.
    await hub.getByRole('textbox', { name: 'Chat message' }).fill('Hello from a screen reader');
    await hub.getByRole('button', { name: 'Send message' }).click();
    await expect(
      hub.getByRole('log', { name: 'Chat messages' }).getByText('Hello from a screen reader'),
    ).toBeVisible();
    await expect(hub.getByRole('log', { name: 'Chat messages' })).toHaveAttribute(
      'aria-live',
      'off',
    );
    await expect(
      hub.getByRole('status').filter({ hasText: /Hello from a screen reader/ }),
    ).toHaveCount(1);
  } finally {
    await server.stop();
  }
});
