// sonner adds its stylesheet at run time: importing it appends a <style> to <head>. On a
// server-rendered page that happens after first paint, while the app starts, and a new
// stylesheet makes the browser re-check the style of the whole page in the middle of hydration.
// This plugin drops that call; the same rules ship in our CSS file instead (src/styles.css
// imports sonner/dist/styles.css), so they are there before the first paint and cost nothing.
import type { Plugin } from 'vite';

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INSERT_CSS_CALL = /\n__insertCSS\("(?:[^"\\]|\\.)*"\);\n/;

export function sonnerStaticCss(): Plugin {
  return {
    name: 'fanclub-sonner-static-css',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null;
      // A sonner release that injects its CSS differently must not ship it twice unnoticed.
      if (!INSERT_CSS_CALL.test(code)) {
        throw new Error('sonner no longer calls __insertCSS("…"): review vite-sonner-css.ts');
      }
      return { code: code.replace(INSERT_CSS_CALL, '\n'), map: null };
    },
  };
}
