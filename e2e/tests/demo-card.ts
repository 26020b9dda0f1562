import type { Locator, Page } from '@playwright/test';

/**
 * Types the demo provider's test card into the card fields of a page or of one form or dialog
 * (ZIP matched exactly: a merch checkout also has "Shipping ZIP").
 */
export async function fillDemoCard(
  scope: Page | Locator,
  { name = 'Demo Fan', number = '4242 4242 4242 4242', zip = '94107' } = {},
) {
  await scope.getByLabel('Full Name').fill(name);
  await scope.getByLabel('Card Number').fill(number);
  await scope.getByLabel('Expiration Date').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByLabel('ZIP Code', { exact: true }).fill(zip);
}
