import { fileURLToPath } from 'node:url';
import { expect, request, test } from './test';
import type { Page } from '@playwright/test';
import { storedSession, useStoredSession } from './stored-sessions';

// A guest's cart survives a reload and joins the VIP's saved cart at sign-in; the VIP pays for it
// and, separately, buys event tickets. Both tests use the VIP account, so they run in order.
// Nobody signs out here: sign-out is global and other spec files run in parallel.
test.describe.configure({ mode: 'serial' });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const VIP = { email: 'vip@example.com', password: 'fanclub-demo' };

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(VIP.email);
  await page.getByLabel('Password', { exact: true }).fill(VIP.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Empties the VIP's saved cart through the API, with the setup project's stored session. */
async function emptySavedCart(baseURL: string) {
  const api = await request.newContext({ baseURL, storageState: storedSession('vip') });
  const res = await api.put('/api/cart', { data: { lines: [] }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}

async function fillCard(page: Page, scope: ReturnType<Page['locator']>, cardNumber: string) {
  await scope.getByLabel('Full Name').fill('Vip Member');
  await scope.getByLabel('Card Number').fill(cardNumber);
  await scope.getByLabel('Expiration Date').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByLabel('ZIP Code', { exact: true }).fill('94107');
}

test('a VIP sees one member price on the grid, the product page and the cart; a size must be chosen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The saved cart is the VIP's across devices: start it empty so the cart below holds just this tee.
  await emptySavedCart(baseURL!);
  await useStoredSession(page, 'vip');
  await page.goto('/shop-list');
  const card = page.getByRole('link', { name: /Cover Tee - Vintage Black/ });
  await expect(card.getByText('$40.00', { exact: true })).toBeVisible();
  await expect(card.getByTestId('member-price')).toHaveText('VIP $36.00');
  await card.click();

  // The product page shows the VIP what they pay, the list price struck through beside it.
  const price = page.getByTestId('product-price');
  await expect(price).toContainText('$36.00');
  await expect(price).toContainText('VIP price');
  await expect(price.locator('s')).toHaveText('instead of $40.00');
  // No size is chosen for the fan: the picker says so, and so does the button, which opens it.
  const size = page.getByRole('combobox', { name: 'Size' });
  await expect(size).toHaveText('Choose a size');
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // One image pixel per CSS pixel: the 412-px-wide phone screen, as docs/screenshots keeps it.
  await page.screenshot({ path: `${screensDir}product-vip-price-after.png`, scale: 'css' });
  await page.getByRole('button', { name: 'Choose a size' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByText(/added to cart!$/)).toHaveCount(0);
  await page.getByRole('option', { name: 'L', exact: true }).click();
  await expect(size).toHaveText('L');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('1 x Cover Tee - Vintage Black added to cart!')).toBeVisible();

  // The cart line shows the same member price, and the total is what the server charges.
  await page.goto('/cart');
  await expect(page.getByText('Black · L')).toBeVisible();
  await expect(page.getByTestId('line-price')).toContainText('$36.00');
  await expect(page.getByTestId('line-price').locator('s')).toHaveText('instead of $40.00');
  await expect(page.getByText('−$4.00')).toBeVisible();
  // $36.00 twice: the line's unit price and the Total (the sticky bar hides beside the form).
  await expect(page.getByText('$36.00', { exact: true })).toHaveCount(2);
  await page.screenshot({ path: `${screensDir}shop_cart-vip-member-price.png`, fullPage: true });
  await emptySavedCart(baseURL!);
});

test('a guest cart survives a reload, merges at sign-in and is bought with the VIP discount', async ({
  page,
  baseURL,
}) => {
  // The whole journey (two products, sign-in, a decline, a purchase, orders) takes 20 to 35 s on
  // a busy 2-core machine: more than the default 30 s.
  test.setTimeout(90_000);
  // Start from the member's empty saved cart, whatever an earlier run (or this test's first try,
  // when CI retries it after a step timed out past the merge) left there: otherwise the merge
  // below adds to the old lines and every total is off.
  await emptySavedCart(baseURL!);
  await page.goto('/product-tee?id=2');
  await page.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('1 x New Baby Tee - White added to cart!')).toBeVisible();

  await page.goto('/product-tee?id=7&type=accessory');
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText(/^1 x Tote.* added to cart!$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.goto('/cart');
  await page.reload();
  const lines = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) });
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('White · M')).toBeVisible();
  await expect(page.getByText('VIP discount')).toHaveCount(0);
  // The total, exactly (the sticky bar says 'Checkout · $60.00' too).
  await expect(page.getByText('$60.00', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${screensDir}shop_cart-guest.png`, fullPage: true });

  await signIn(page);
  await page.goto('/cart');
  await expect(page.getByText('White · M')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove Tote/ })).toBeVisible();
  // 'OS' is explained on screen: the tote comes in one size.
  await expect(page.getByText('Black · One size')).toBeVisible();
  await expect(page.getByText('VIP discount')).toBeVisible();
  await expect(page.getByText('−$6.00')).toBeVisible();
  await expect(page.getByText('$54.00', { exact: true })).toBeVisible();
  // The guest cart moved to the account: the browser's copy is empty now.
  expect(await page.evaluate(() => localStorage.getItem('fanclub.cart.v1'))).toBe('[]');
  await page.screenshot({ path: `${screensDir}shop_cart-vip.png`, fullPage: true });

  const checkout = page.getByRole('form', { name: 'Checkout' });
  const submit = checkout.getByRole('button', { name: 'Checkout' });
  await expect(submit).toBeDisabled();
  await checkout.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await submit.click();
  await expect(checkout.getByText('Please enter your address.')).toBeVisible();
  await expect(checkout.getByLabel('Recipient name')).toBeFocused();
  await page.screenshot({ path: `${screensDir}shop_checkout-invalid.png`, fullPage: true });

  await expect(checkout.getByLabel('Email')).toHaveValue(VIP.email);
  await checkout.getByLabel('Recipient name').fill('Vip Member');
  await checkout.getByLabel('Address Line 1').fill('1 Market Street');
  await checkout.getByLabel('City').fill('San Francisco');
  await checkout.getByLabel('State / Region').fill('CA');
  await checkout.getByLabel('Shipping ZIP').fill('94105');
  await fillCard(page, checkout, '4000 0000 0000 0002');
  await submit.click();
  await expect(page.getByText('Payment Error', { exact: true })).toBeVisible();
  await expect(
    page.getByText('There was an issue processing your payment. Please try again.'),
  ).toBeVisible();
  await expect(checkout.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await page.screenshot({ path: `${screensDir}shop_checkout-declined.png`, fullPage: true });

  // The toast sits over the bottom of the form on a phone; dismiss it as a person would. It may
  // have gone by itself meanwhile (the full-page screenshot above can take seconds on a busy
  // machine): a click waiting for its button then waited out the test (CI rehearsal), so the
  // click is tried briefly and what counts is that no toast is left over the form.
  await page
    .getByRole('button', { name: 'Close toast' })
    .click({ timeout: 3_000 })
    .catch(() => {});
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await checkout.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await submit.click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=[0-9a-f-]+&key=[\w.-]+$/);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('−$6.00')).toBeVisible();
  await expect(page.getByText('1 Market Street')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await page.screenshot({ path: `${screensDir}shop_order-confirmation.png`, fullPage: true });
  const orderNumber = (await page.getByText(/^#[0-9A-F]{8}$/).textContent()) ?? '';

  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('link', { name: new RegExp(`Order ${orderNumber}`) })).toBeVisible();
  await page.screenshot({ path: `${screensDir}shop_orders.png`, fullPage: true });

  // The saved cart was taken by the order.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a VIP buys two tickets and sees them with a QR code', async ({ page }) => {
  await signIn(page);
  await page.goto('/event/souled-out');
  await expect(page.getByRole('heading', { name: 'Get Your Tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase' }).click();
  await page.getByRole('button', { name: 'Buy Tickets' }).click();

  const dialog = page.getByRole('dialog', { name: 'Get Your Tickets' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(VIP.email);
  await fillCard(page, dialog, '4242 4242 4242 4242');
  const pay = dialog.getByRole('button', { name: 'Pay $178.00' });
  await expect(pay).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.screenshot({ path: `${screensDir}shop_ticket-dialog.png` });
  await pay.click();

  // The confirmation sheet (issue 31) replaces the toast: both tickets, then on to them.
  const done = page.getByRole('dialog', { name: '2 tickets for Souled Out confirmed!' });
  await expect(done).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await done.getByRole('link', { name: 'View my tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  // One ticket per admission, each with its own QR code.
  const ticket = page.getByRole('article', { name: 'Souled Out' }).first();
  await expect(ticket.getByText('Admits one')).toBeVisible();
  await expect(ticket.getByRole('img', { name: 'Ticket QR code for Souled Out' })).toBeVisible();
  await page.screenshot({ path: `${screensDir}shop_tickets.png`, fullPage: true });
});
