import type { Locator } from '@playwright/test';

/**
 * Taps `target` after bringing it to the middle of the screen: toasts sit at the bottom and the
 * bottom bar and headers are fixed, so a target at an edge may be covered when clicked there.
 */
export async function tap(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}
