// Issue 31: an order's states as a fan and an admin see them. An admin marks a fan's paid merch
// order shipped with a carrier and tracking number in the Orders tab; the fan's order then says
// shipped, with that tracking, and no longer promises a confirmation e-mail. It runs on a server
// of its own, so fan@'s orders on the shared server stay as other specs expect them.
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { orderBody } from '../../apps/server/test/helpers/order-body';
import { startOwnServer } from './own-server';
import type { OwnServer } from './own-server';
import { phoneOn, screensDir } from './phone';

const docsShot = fileURLToPath(
  new URL('../../docs/screenshots/order-shipped.png', import.meta.url),
);

let server: OwnServer;
test.beforeAll(async () => {
  // A fresh server migrates and seeds first: on a busy 2-core machine that outlasts 60 s.
  test.setTimeout(150_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test('an admin ships a paid order with tracking; the fan sees it shipped with that tracking', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Phone-sized at one image pixel per CSS pixel, so the screenshots stay small.
  const fan = await phoneOn(server.url, browser, { email: 'fan@example.com' });
  const headers = { origin: server.url };
  // The checkout form has its own spec (shop.spec); here the order is placed through the same API.
  expect(
    (
      await fan.request.put('/api/cart', {
        data: { lines: [{ productId: 7, colour: 'Black', size: 'OS', quantity: 1 }] },
        headers,
      })
    ).status(),
  ).toBe(200);
  const placed = await fan.request.post('/api/orders', {
    headers,
    data: orderBody(),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { orderId } = (await placed.json()) as { orderId: string };
  const shortId = orderId.slice(0, 8);

  // Paid: the fan's order says what is true now.
  await fan.goto(`/order-confirmation?id=${orderId}`);
  await expect(fan.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(
    fan.getByText("We'll e-mail you again when it ships.", { exact: false }),
  ).toBeVisible();
  await expect(fan.getByText('Free shipping')).toBeVisible();

  const admin = await phoneOn(server.url, browser, { email: 'admin@example.com' });
  await admin.goto('/admin?tab=orders');
  const form = admin.getByRole('form', { name: `Ship order ${shortId}` });
  // A cold first load of the heaviest screen (admin.spec allows the same): 5 s was not always
  // enough on a busy two-core machine (a CI rehearsal).
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: /Mark shipped/ }).click();
  await expect(form.getByText('Please enter the carrier.')).toBeVisible();
  await form.getByLabel('Carrier').fill('UPS');
  await form.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await form.getByRole('button', { name: /Mark shipped/ }).click();
  await expect(admin.getByText(`Order ${shortId} marked shipped`)).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = admin.getByRole('listitem').filter({ hasText: `Order ${shortId}` });
  await expect(row.getByTestId('tracking-number')).toHaveText('1Z999AA10123456784');
  await expect(row.getByRole('button', { name: `Mark delivered order ${shortId}` })).toBeVisible();
  await expect(row.getByText('Los Angeles, CA 90028')).toBeVisible();
  await admin.screenshot({ path: `${screensDir}order-states_admin-shipped.png`, fullPage: true });

  // The fan's list and the order itself: shipped, with the tracking, no "on its way" e-mail promise.
  await fan.goto('/orders');
  const card = fan.getByRole('link', { name: new RegExp(`Order #${shortId.toUpperCase()}`) });
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(card.getByText('1Z999AA10123456784')).toBeVisible();
  await card.click();
  await expect(fan.getByRole('heading', { name: 'Shipped' })).toBeVisible();
  await expect(fan.getByText(/On its way with UPS since/)).toBeVisible();
  await expect(fan.getByTestId('tracking-number')).toHaveText('1Z999AA10123456784');
  await expect(fan.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await expect(fan.getByText('Ada Fan')).toBeVisible();
  await expect(fan.getByText('Los Angeles, CA 90028')).toBeVisible();
  await expect(fan.getByText('Included')).toBeVisible();
  await expect(fan.getByText(/confirmation e-mail/)).toHaveCount(0);
  await fan.screenshot({ path: docsShot, fullPage: true });
});
