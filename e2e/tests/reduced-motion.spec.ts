import { expect, test } from './test';
import { settle } from './a11y-helpers';

// With reduced motion nothing moves by itself; without the preference the landing loop plays, so
// the first test can fail. Every route is checked for motion in a11y.spec.ts (motion.ts).

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself: no background video, carousels still, animations and transitions off', async ({
    page,
  }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const path of ['/dashboard', '/media-hub']) {
      await page.goto(path);
      await settle(page);
      const playing = await page.evaluate(
        () => Array.from(document.querySelectorAll('video')).filter((v) => !v.paused).length,
      );
      expect(playing, `${path}: videos playing by themselves`).toBe(0);
      const moving = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))
          .filter((d) => d > 1),
      );
      expect(moving, `${path}: running animations`).toEqual([]);
      const transition = await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Events' })
        .evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration) * 1000);
      expect(transition).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('without a motion preference', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the landing loop plays (so the reduced-motion test above can fail)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('video')).toHaveCount(1);
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});
