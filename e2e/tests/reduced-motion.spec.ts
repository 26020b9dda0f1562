import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { settle } from './a11y-helpers';
import { allRoutes } from './route-table';
import { useStoredSession } from './stored-sessions';

// With reduced motion nothing moves by itself; without the preference the landing loop plays, so
// the first test can fail.

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

/** Every element's CSS animation and transition durations, in ms, that are longer than ~0. */
const longMotion = (page: Page) =>
  page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      const animation = style.animationName !== 'none' ? ms(style.animationDuration) : 0;
      const transition = style.transitionProperty !== 'none' ? ms(style.transitionDuration) : 0;
      if (animation > 1 || transition > 1)
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')}"> ${animation || transition} ms`,
        );
    }
    // Script-driven motion (the Web Animations API) is not reached by the stylesheet's rule.
    for (const a of document.getAnimations())
      if (a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
        out.push(`a running animation of ${String(a.effect?.getComputedTiming().duration)} ms`);
    const playing = Array.from(document.querySelectorAll('video')).filter((v) => !v.paused);
    if (playing.length) out.push(`${playing.length} video(s) playing by themselves`);
    return out.slice(0, 5);
  });

for (const who of ['visitor', 'fan'] as const) {
  test(`with reduced motion no route animates, transitions or plays by itself (${who})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    if (who === 'fan') await useStoredSession(page, 'fan');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const path of allRoutes) {
      await page.goto(path);
      await settle(page);
      for (const line of await longMotion(page)) problems.push(`${path}: ${line}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

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
