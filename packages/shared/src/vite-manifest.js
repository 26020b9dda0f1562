// Vite's build manifest (apps/web/dist/.vite/manifest.json) names each chunk's file and the chunks
// it imports statically. Plain JavaScript so that a Node script (scripts/check-bundle-size.mjs)
// can import it as well as the server and Vite's config; vite-manifest.d.ts has its types.

/**
 * The file of `key`'s chunk and the files of every chunk it imports statically, directly or not:
 * what the browser must fetch before it can run that chunk. Added to `into`, whose files are
 * not walked again (pass what is loaded already to get only what a chunk adds).
 *
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {string} key
 * @param {Set<string>} [into]
 * @returns {Set<string>}
 */
export function staticImportFiles(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticImportFiles(manifest, imported, into);
  return into;
}
