import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { newMember } from './new-member';
import { FIRST_LOAD } from './timeouts';

// Issue 31, saved card: a new member subscribes with 4242, then buys merch with that card
// without typing one (its own member: it subscribes and buys).
test.describe.configure({ timeout: 120_000 });

const docsShot = fileURLToPath(new URL('../../docs/screenshots/saved-card.png', import.meta.url));

/** Subscribes the signed-in member to Fan+ with `cardNumber` (the demo provider's card form, over the API). */
async function subscribeWith(page: Page, baseURL: string, email: string, cardNumber: string) {
  const sub = await page.request.post('/api/billing/checkout', {
    headers: { origin: baseURL },
    data: {
      tier: 'fanplus',
      paymentMethod: 'card',
      email,
      fullName: 'Saved Card',
      cardNumber,
      expDate: '12/39',
      cvc: '123',
      zipCode: '90210',
      country: 'US',
    },
  });
  expect(sub.status(), await sub.text()).toBe(200);
  const cart = await page.request.put('/api/cart', {
    headers: { origin: baseURL },
    data: { lines: [{ productId: 2, colour: 'White', size: 'M', quantity: 1 }] },
  });
  expect(cart.status()).toBe(200);
}

test('a member who subscribed with 4242 buys merch with the saved card, typing no card', async ({
  page,
  baseURL,
}) => {
  const email = await newMember(page, baseURL!, { name: 'Saved Card' });
  await subscribeWith(page, baseURL!, email, '4242424242424242');

  await page.goto('/cart');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout).toBeVisible(FIRST_LOAD);
  const saved = checkout.getByRole('radio', { name: 'Visa ending in 4242' });
  await expect(saved).toBeChecked();
  await expect(checkout.getByLabel('Card Number')).toHaveCount(0);
  // 'Use another card' opens the card form, with the name from the profile; back to the saved card.
  await checkout.getByRole('radio', { name: 'Use another card' }).check();
  await expect(checkout.getByLabel('Card Number')).toBeVisible();
  await expect(checkout.getByLabel('Full Name')).toHaveValue('Saved Card');
  await saved.check();
  await expect(checkout.getByLabel('Card Number')).toHaveCount(0);

  await checkout.getByLabel('Recipient name').fill('Saved Card');
  await checkout.getByLabel('Address Line 1').fill('1 Market Street');
  await checkout.getByLabel('City').fill('San Francisco');
  await checkout.getByLabel('State / Region').fill('CA');
  await checkout.getByLabel('Shipping ZIP').fill('94105');
  await checkout.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await saved.scrollIntoViewIfNeeded();
  await page.screenshot({ path: docsShot });

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/orders') && r.method() === 'POST');
  await checkout.getByRole('button', { name: 'Checkout' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.savedCard).toBe(true);
  expect(body).not.toHaveProperty('cardNumber');
  await expect(page).toHaveURL(/\/order-confirmation\?id=[0-9a-f-]+/);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
});

test('a saved card that is declined says so and opens the card form', async ({ page, baseURL }) => {
  // Stripe's 4000 0000 0000 0341 can be saved, but charging it later fails.
  const email = await newMember(page, baseURL!, { name: 'Saved Card' });
  await subscribeWith(page, baseURL!, email, '4000000000000341');
  await page.goto('/cart');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByRole('radio', { name: 'Visa ending in 0341' })).toBeChecked(
    FIRST_LOAD,
  );
  await checkout.getByLabel('Recipient name').fill('Saved Card');
  await checkout.getByLabel('Address Line 1').fill('1 Market Street');
  await checkout.getByLabel('City').fill('San Francisco');
  await checkout.getByLabel('State / Region').fill('CA');
  await checkout.getByLabel('Shipping ZIP').fill('94105');
  await checkout.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await checkout.getByRole('button', { name: 'Checkout' }).click();
  await expect(
    checkout.getByText('Your saved card was declined. Please use another card.'),
  ).toBeVisible();
  await expect(checkout.getByRole('radio', { name: 'Use another card' })).toBeChecked();
  await expect(checkout.getByLabel('Card Number')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});
