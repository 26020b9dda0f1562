import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticImportFiles } from '@fanclub/shared/vite-manifest';
import type { ViteManifest } from '@fanclub/shared/vite-manifest';
import type { ManifestTransform } from 'workbox-build';
import { displayFont } from './vite-display-font';
import { i18nCatalogues } from './vite-i18n';
import { minifyPublicScripts } from './vite-minify-public';
import { sonnerStaticCss } from './vite-sonner-css';
import { startStagePreloads } from './vite-start-stages';

/** Common chunks smaller than this (source bytes, before minifying) are copied into their users. */
const INLINE_BELOW = 16 * 1024;

/**
 * Loaded on demand but part of the shell: the toasts (lib/toast.ts) must work offline too, and so
 * must /tickets with its QR encoder (issue 31: tickets open at a venue with no signal).
 */
const SHELL_ON_DEMAND = [
  'src/app/app-toaster.tsx',
  'src/features/orders/routes/tickets-screen.tsx',
  '../../node_modules/qrcode-generator/dist/qrcode.mjs',
];

/**
 * Precache only the shell: the hashed files index.html itself loads (entry, preloaded chunks,
 * CSS) and SHELL_ON_DEMAND. Route chunks are fetched when first needed and kept by the HTTP
 * cache (immutable), so installing the worker costs a handful of requests instead of the whole
 * build.
 */
const shellOnly: ManifestTransform = (entries) => {
  const html = readFileSync(new URL('./dist/index.html', import.meta.url), 'utf8');
  const shell = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
  const manifest = JSON.parse(
    readFileSync(new URL('./dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as ViteManifest;
  for (const key of SHELL_ON_DEMAND) {
    if (!manifest[key]) throw new Error(`vite.config.ts: no chunk for ${key} to precache`);
    staticImportFiles(manifest, key).forEach((file) => shell.add(file));
  }
  return {
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
  };
};

// The API server serves the built app; in dev, Vite proxies /api to it. The second, SSR build
// (`--ssr src/entry-server.tsx`, into dist-ssr) is what the server renders public screens with.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    displayFont(),
    i18nCatalogues(),
    sonnerStaticCss(),
    !isSsrBuild && startStagePreloads(),
    !isSsrBuild && minifyPublicScripts(),
    // Our own service worker (src/sw/sw.ts) so it can also show go-live push notifications.
    // It precaches only the built shell; registration happens in src/lib/service-worker.ts.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        includeManifestIcons: false,
        injectManifest: {
          rollupFormat: 'iife',
          // The shell's hashed JS/CSS plus the offline page; never media, never anything from the API.
          globPatterns: [
            'assets/**/*.{js,css,woff2}',
            // Only answers a failed navigation to a screen that works offline (src/sw/sw.ts).
            'index.html',
            'offline.html',
            'offline.js',
            'icons/icon-192.png',
          ],
          manifestTransforms: [shellOnly],
        },
        manifest: {
          id: '/',
          name: 'Aria Monroe Fan Club',
          short_name: 'Fanclub',
          description: 'The official fan club: music, videos, live streams, events and merch.',
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#0b0b10',
          theme_color: '#0b0b10',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
      }),
  ],
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the bundle-size check and the server's modulepreload hints read it.
    manifest: !isSsrBuild,
    // Fewer, larger chunks: automatic splitting left a screen's first load in ~40 files, most
    // under 1 KB gzip, and each costs the phone's main thread a fetch, a compile and an
    // evaluation task (docs/decisions/016-inline-small-common-chunks.md). Rolldown copies common
    // chunks smaller than this (source bytes) into the chunks that use them; its runtime keeps
    // one instance of each module. Not for the SSR bundle, which is one file anyway.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINE_BELOW } } },
        },
  },
  // The SSR bundle is self-contained (React, the router and the shared TypeScript inlined), so it
  // runs wherever WEB_DIST_DIR puts the build, without a node_modules beside it.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
}));
