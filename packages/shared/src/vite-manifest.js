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

/**
 * The keys of the chunks `key` imports statically, directly or not, `key` included. The build may
 * move an entry's own code into a chunk it imports (vite.config.ts inlines small common chunks,
 * which leaves index.html's entry a two-line facade), so what the entry imports dynamically is
 * found on any chunk of this set.
 *
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {string} key
 * @param {Set<string>} [into]
 * @returns {Set<string>}
 */
export function staticImportKeys(manifest, key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticImportKeys(manifest, imported, into);
  return into;
}
