import type { Page } from '@playwright/test';

// WCAG 1.4.4 (Resize text): text resized to 200 % loses no content. How text is resized here:
// the root font size goes to 200 % (as the browser's own "font size" setting does: the app sizes
// everything in rem, so text, and the spacing around it, doubles) while the viewport stays the
// Pixel 7's 412 CSS px. Page zoom at 200 % would instead shrink the viewport to 206 CSS px,
// below the 320 px that WCAG 1.4.10 (Reflow) sets as the width a page must work at: that is a
// different criterion, not this one. Loss is measured, not judged: the document must not scroll
// sideways, and no element may clip its own text (overflow hidden, an ellipsis or a line clamp)
// at 200 % when it did not at 100 %.

/** Elements that clip their text: marked in the page so the two sizes compare the same nodes. */
async function clippedTexts(page: Page, mark: string, skip?: string): Promise<string[]> {
  return page.evaluate(
    ([attr, skipAttr]) => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const style = getComputedStyle(el);
        const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        const clamp = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
        if (!clipsX && !clipsY && style.textOverflow !== 'ellipsis' && !clamp) continue;
        // Only elements whose own text would be cut; containers of cards and images are not text.
        const text = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!text) continue;
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const rect = el.getBoundingClientRect();
        // Text only for screen readers (sr-only: 1×1 px, clipped) is meant to be unseen.
        if (rect.width <= 2 || rect.height <= 2) continue;
        const cutX =
          (clipsX || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1;
        // A few px taller is a glyph's descender under a tight line height, not a lost line.
        const cutY =
          (clamp && el.scrollHeight > el.clientHeight + 1) ||
          (clipsY && el.scrollHeight > el.clientHeight + 4);
        if (!cutX && !cutY) continue;
        el.setAttribute(attr, '');
        if (skipAttr && el.hasAttribute(skipAttr)) continue;
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> "${text.slice(0, 40)}" ` +
            `(${cutX ? `${el.scrollWidth}>${el.clientWidth} wide` : `${el.scrollHeight}>${el.clientHeight} tall`})`,
        );
      }
      return out;
    },
    [mark, skip] as const,
  );
}

/** Run on a settled screen; leaves the page at 200 %, so run it after every other check. */
export async function problemsAt200(page: Page, path: string): Promise<string[]> {
  await clippedTexts(page, 'data-clipped-at-100');
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  // Two frames: the style applies, then layout (and any resize observers) settles.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const problems: string[] = [];
  const sideways = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // The innermost elements that stick out name the culprit in the failure message.
    const scrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (scrolls(p)) return true;
      return false;
    };
    const out = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (el) =>
        el.getBoundingClientRect().right > client + 1 &&
        (scrolls(el) ||
          !Array.from(el.children).some((c) => c.getBoundingClientRect().right > client + 1)) &&
        !insideScroller(el) &&
        el.checkVisibility(),
    );
    return {
      scroll: document.documentElement.scrollWidth,
      client,
      culprits: out
        .slice(0, 3)
        .map((el) => {
          // An icon's <path> says little: name the HTML element holding it, and its parent.
          const html = el.closest('svg')?.parentElement ?? el;
          const cls = (e: Element | null) =>
            `<${e?.tagName.toLowerCase()} class="${e?.getAttribute('class')}">`;
          return `${cls(html)} in ${cls(html.parentElement)}`;
        })
        .join(', '),
    };
  });
  if (sideways.scroll > sideways.client + 1)
    problems.push(
      `${path}: scrolls sideways (${sideways.scroll} > ${sideways.client} px): ${sideways.culprits}`,
    );
  // What was already cut at 100 % is a design choice at every size, not a loss from resizing.
  for (const line of await clippedTexts(page, 'data-clipped-at-200', 'data-clipped-at-100'))
    problems.push(`${path}: text cut off at 200 %: ${line}`);
  return problems;
}
