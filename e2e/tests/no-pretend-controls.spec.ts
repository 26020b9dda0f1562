import { expect, test } from './test';
import { screensDir } from './phone';
import { newMember } from './new-member';

// Issue 31, "Things that pretend": in this installation (the shared test server runs the demo
// payment provider and has no social sign-in configured) no control may be shown that could only
// fail or say 'not available'. Pixel 7 size comes from the project's `use` (playwright.config.ts).

test('the subscription checkout shows no Apple Pay or Google Pay button with the demo payments', async ({
  page,
  baseURL,
}) => {
  // The precondition: this server takes cards on our own form (demo provider), never a wallet.
  const options = await page.request.get('/api/checkout-options');
  expect(await options.json()).toEqual({ cardForm: true, paymentsEnabled: true });

  // A free member of its own: billing.spec.ts may have moved fan@ to Fan+ already.
  await newMember(page, baseURL!, { name: 'Checkout Fan' });
  await page.goto('/auth?plan=fanplus');
  await expect(page.getByRole('heading', { name: 'Subscription Checkout' })).toBeVisible();
  // The card form is drawn, so the form around it (where the wallets were) is on screen.
  await expect(page.getByLabel('Card Number')).toBeVisible();
  await expect(page.getByRole('button', { name: /apple pay|google pay/i })).toHaveCount(0);
  await expect(page.getByText(/apple pay|google pay|or pay with card/i)).toHaveCount(0);
  await page.screenshot({
    path: `${screensDir}pretend-checkout-after.png`,
    fullPage: true,
    scale: 'css',
  });
});

test('the plan list FAQ names only the cards this installation takes, not PayPal', async ({
  page,
}) => {
  await page.goto('/subscribe');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await faq.getByText('What payment methods do you accept?').click();
  await expect(faq.getByText('We accept major credit and debit cards.')).toBeVisible();
  // The spec's other answers stay word for word.
  await faq.getByText('Can I cancel anytime?').click();
  await expect(
    faq.getByText(
      'Yes. You can cancel anytime and keep your access until the end of the billing period.',
    ),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/paypal|apple pay|google pay/i);
});

test('login and sign-up show no social buttons and no divider when no provider is configured', async ({
  page,
}) => {
  const options = await page.request.get('/api/sign-in-options');
  expect(((await options.json()) as { providers: unknown }).providers).toEqual({
    google: false,
    apple: false,
    facebook: false,
  });

  await page.goto('/login');
  // The demo accounts come from the same answer as the providers: once they are drawn, the
  // social buttons would have been too.
  await expect(page.getByRole('heading', { name: 'Try a demo account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /with (apple|google|facebook)/i })).toHaveCount(0);
  await expect(page.getByText('or continue with')).toHaveCount(0);
  await page.screenshot({
    path: `${screensDir}pretend-login-after.png`,
    fullPage: true,
    scale: 'css',
  });

  // In-app navigation keeps the loaded options, so the sign-up screen draws with them at once.
  await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /with (apple|google|facebook)/i })).toHaveCount(0);
  await expect(page.getByText('or continue with')).toHaveCount(0);
});
