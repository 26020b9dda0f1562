// Files of public/ are copied into the build as they are, comments included. boot.js runs on
// every server-rendered page before the app (docs/decisions/012), so the build ships it
// minified: about half its gzip size, and counted in every screen's first load (check:bundle).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync } from 'vite';
import type { Plugin } from 'vite';

const MINIFIED_PUBLIC_FILES = ['boot.js'];

export function minifyPublicScripts(): Plugin {
  let outDir = '';
  return {
    name: 'fanclub-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      // build.outDir may be relative to the project root, which need not be the working directory.
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const name of MINIFIED_PUBLIC_FILES) {
        const file = join(outDir, name);
        const result = minifySync(name, readFileSync(file, 'utf8'));
        if (result.errors.length > 0) {
          throw new Error(`minifying ${name}: ${result.errors.map((e) => e.message).join('; ')}`);
        }
        writeFileSync(file, result.code);
      }
    },
  };
}
