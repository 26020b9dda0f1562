// What a page's text looks like to a reader rather than to the DOM: how far its layout moved
// while it loaded (Cumulative Layout Shift), and which installed fonts drew an element's glyphs.
import type { Locator, Page } from '@playwright/test';

type Shift = PerformanceEntry & { value: number };

type Watch = { shift: number; observer: PerformanceObserver };

/** Starts adding up the page's layout shifts from its first paint (call before goto). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = { shift: 0 } as Watch;
    watch.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) watch.shift += entry.value;
    });
    watch.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __layoutShift: Watch }).__layoutShift = watch;
  });
}

/**
 * The page's layout shift so far: the sum of every shift, not the worst session window Web
 * Vitals reports, so it is never less than the CLS a field tool would show. Shifts Chromium marks
 * as after input count too: the tests that measure neither type nor tap, yet a font swap there was
 * marked so (seen here; some action of Playwright's counts as input).
 * Shifts the observer has queued but not yet delivered count as well.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const watch = (window as unknown as { __layoutShift: Watch }).__layoutShift;
    for (const entry of watch.observer.takeRecords() as Shift[]) watch.shift += entry.value;
    return watch.shift;
  });
}

export type GlyphFonts = {
  /** The families the element's font-family names, in order, quotes removed. */
  named: string[];
  /** The installed fonts that drew its text, with how many glyphs each (Chromium's own count). */
  used: { familyName: string; glyphCount: number }[];
};

/**
 * Which fonts drew `element`'s own text, from Chromium's DevTools protocol: a character no named
 * family covers is drawn by a last-resort system font (on a machine without one that covers it,
 * as a box), and shows here as a family the element does not name.
 */
export async function glyphFonts(element: Locator): Promise<GlyphFonts> {
  const page = element.page();
  const named = await element.evaluate((el) => {
    el.setAttribute('data-font-probe', '');
    return getComputedStyle(el)
      .fontFamily.split(',')
      .map((family) => family.trim().replace(/^["']|["']$/g, ''));
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return {
      named,
      used: fonts.map(({ familyName, glyphCount }) => ({ familyName, glyphCount })),
    };
  } finally {
    await element.evaluate((el) => el.removeAttribute('data-font-probe'));
    await cdp.detach();
  }
}
