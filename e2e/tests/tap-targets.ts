import type { Page } from '@playwright/test';

// Tap targets measured at the Pixel 7 viewport (WCAG 2.5.8), which axe cannot judge alone.

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="tab"], [role="combobox"], [role="option"], [tabindex]:not([tabindex="-1"])';

interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.5.8 (AA): every target at least 24×24 CSS px, unless a 24 px circle centred on it
 * touches no other target nor another undersized target's circle; links inside a sentence are exempt.
 */
export async function undersizedTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((selector) => {
    const MIN = 24;
    const visible = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      // A control wrapped in another control (an input inside its label-button) is one target.
      const outer = el.parentElement?.closest(selector);
      if (outer && outer.contains(el)) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    });
    const rects = visible.map((el) => el.getBoundingClientRect());
    const inlineInText = (el: HTMLElement) =>
      getComputedStyle(el).display === 'inline' &&
      Array.from(el.parentElement?.childNodes ?? []).some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
    const small = visible.map((el, i) => {
      const r = rects[i] as DOMRect;
      return (r.width < MIN - 0.5 || r.height < MIN - 0.5) && !inlineInText(el);
    });
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(
        Math.max(r.left - p.x, 0, p.x - r.right),
        Math.max(r.top - p.y, 0, p.y - r.bottom),
      );
    const failures: { what: string; width: number; height: number }[] = [];
    visible.forEach((el, i) => {
      if (!small[i]) return;
      const c = centre(rects[i] as DOMRect);
      const crowded = visible.some((other, j) => {
        if (j === i || other.contains(el) || el.contains(other)) return false;
        const r = rects[j] as DOMRect;
        if (distanceToRect(c, r) < MIN / 2) return true;
        if (!small[j]) return false;
        const o = centre(r);
        return Math.hypot(o.x - c.x, o.y - c.y) < MIN;
      });
      if (crowded) {
        const r = rects[i] as DOMRect;
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        failures.push({
          what: `<${el.tagName.toLowerCase()}> "${name}"`,
          width: Math.round(r.width),
          height: Math.round(r.height),
        });
      }
    });
    return failures;
  }, INTERACTIVE);
}

/** Screens with ids whose controls the route table's paths do not show (a product's size menu). */
export const SCREENS_WITH_IDS = ['/event/souled-out', '/product-tee?id=2'];
