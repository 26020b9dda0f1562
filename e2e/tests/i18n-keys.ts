import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

// A text whose namespace the screen did not load shows as its key ('profile.yourPlan'):
// check:i18n follows each route's imports to prevent it, and this catches what it cannot see.
const catalogue = new URL('../../packages/shared/src/i18n/messages/en.json', import.meta.url);
const namespaces = Object.keys(JSON.parse(readFileSync(catalogue, 'utf8')) as object);

/**
 * The page's texts as a reader meets them: each text node, and each aria-label, placeholder and
 * title (as `attr="value"`), trimmed; not scripts, styles or what is hidden from everyone.
 */
export async function pageTexts(page: Page): Promise<{ text: string; shown: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; shown: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text) found.push({ text, shown: text });
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')))
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const text = el.getAttribute(attr)?.trim() ?? '';
        if (text) found.push({ text, shown: `${attr}="${text}"` });
      }
    return found;
  });
}

/** Texts and text attributes on the page that are a catalogue key instead of a text. */
export async function shownKeys(page: Page): Promise<string[]> {
  const key = new RegExp(`^(${namespaces.join('|')})\\.[A-Za-z0-9_.]+$`);
  return [
    ...new Set((await pageTexts(page)).filter(({ text }) => key.test(text)).map((t) => t.shown)),
  ];
}
