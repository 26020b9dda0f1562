import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { fillDemoCard } from './demo-card';
import type { Page } from '@playwright/test';

// Checkout with the demo provider's test cards, as a member would: plan list, card form, the
// confirmation page and Manage Subscription. Both tests pay as the demo fan, so they run in order.
test.describe.configure({ mode: 'serial' });

const screensDir = fileURLToPath(new URL('../../.tmp/screens/', import.meta.url));
const FAN = { email: 'fan@example.com', password: 'fanclub-demo' };
const LONG_DATE = /[A-Z][a-z]+ \d{1,2}, \d{4}/;

async function fillLogin(page: Page) {
  await page.getByLabel('Email').fill(FAN.email);
  await page.getByLabel('Password', { exact: true }).fill(FAN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function currentTier(page: Page): Promise<string> {
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return ((await me.json()) as { profile: { subscriptionTier: string } }).profile.subscriptionTier;
}

/** Fan+ from the plan list when the fan is on Free; other tests may have moved the fan already. */
async function openFanPlusCheckout(page: Page) {
  await page.goto('/subscribe');
  const fanPlus = page.getByRole('article', { name: 'Fan+' });
  const subscribe = fanPlus.getByRole('button', { name: 'Subscribe - $9.99/mo' });
  if ((await currentTier(page)) === 'free') await subscribe.click();
  else await page.goto('/auth?plan=fanplus');
  await expect(page).toHaveURL(/\/auth\?plan=fanplus$/);
  await expect(page.getByRole('heading', { name: 'Subscription Checkout' })).toBeVisible();
}

async function fillCard(page: Page, cardNumber: string) {
  await expect(page.getByLabel('Email')).toHaveValue(FAN.email);
  await fillDemoCard(page, { number: cardNumber });
}

test('a declined card says Payment Error, names the card field and changes nothing', async ({
  page,
}) => {
  // Signed out, Subscribe goes to /login and comes back to the plan list afterwards.
  await page.goto('/subscribe');
  await page.getByRole('article', { name: 'Fan+' }).getByRole('button').click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByText('Current Plan', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${screensDir}billing_subscribe.png`, fullPage: true });
  const tierBefore = await currentTier(page);

  await openFanPlusCheckout(page);
  const submit = page.getByRole('button', { name: 'Subscribe for $9.99/month' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();

  // The form checks the card (Luhn) before asking the server.
  await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
  await submit.click();
  await expect(page.getByText('Please enter a valid card number.')).toBeVisible();
  await page.screenshot({ path: `${screensDir}billing_auth-invalid.png`, fullPage: true });

  await fillCard(page, '4000 0000 0000 0002');
  await submit.click();
  await expect(page.getByText('Payment Error', { exact: true })).toBeVisible();
  await expect(
    page.getByText('There was an issue processing your payment. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByLabel('Card Number')).toHaveAttribute('aria-invalid', 'true');
  // Processing is over: the button is back and we are still on the checkout.
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/auth\?plan=fanplus$/);
  expect(await currentTier(page)).toBe(tierBefore);
});

test('the test card pays for Fan+, and the subscription can be cancelled and resumed', async ({
  page,
}) => {
  await page.goto('/login');
  await fillLogin(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await openFanPlusCheckout(page);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Subscribe for $9.99/month' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  // An upgrade first shows its one-time welcome (membership.spec.ts tests it); the receipt is under it.
  await page
    .getByRole('dialog', { name: 'Welcome to Fan+' })
    .getByRole('button', { name: 'Start exploring' })
    .click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Payment Successful! 🎉')).toBeVisible();
  const details = page.locator('dl');
  await expect(details.getByText('Paid', { exact: true })).toBeVisible();
  await expect(details.getByText('Fan+', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(await currentTier(page)).toBe('fanplus');
  await page.screenshot({ path: `${screensDir}billing_payment-success.png`, fullPage: true });

  // The receipt is a real page of the caller's own payment.
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  const receipt = await page.request.get(`/api/billing/receipts/${encodeURIComponent(sessionId)}`);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toContain('text/html');

  await page.goto('/manage-subscription');
  await expect(page.getByRole('heading', { name: 'Fan+', exact: true })).toBeVisible();
  await expect(page.getByText('$9.99/month')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText(new RegExp(`^Renews on ${LONG_DATE.source}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to VIP' })).toBeVisible();
  await page.screenshot({ path: `${screensDir}billing_manage-subscription.png`, fullPage: true });

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^Ends on ${LONG_DATE.source}$`))).toBeVisible();
  // Cancelling keeps the paid-for period: still Fan+ until then.
  expect(await currentTier(page)).toBe('fanplus');

  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByText(new RegExp(`^Renews on ${LONG_DATE.source}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
});
