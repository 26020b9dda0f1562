import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

// A text whose namespace the screen did not load shows as its key ('profile.yourPlan'):
// check:i18n follows each route's imports to prevent it, and this catches what it cannot see.
const catalogue = new URL('../../packages/shared/src/i18n/messages/en.json', import.meta.url);
const namespaces = Object.keys(JSON.parse(readFileSync(catalogue, 'utf8')) as object);

/** Texts and text attributes on the page that are a catalogue key instead of a text. */
export async function shownKeys(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const key = new RegExp(`^(${names.join('|')})\\.[A-Za-z0-9_.]+$`);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (key.test(text)) found.add(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')))
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim() ?? '';
        if (key.test(value)) found.add(`${attr}="${value}"`);
      }
    return [...found];
  }, namespaces);
}
