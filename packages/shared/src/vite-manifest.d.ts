/** One chunk of Vite's build manifest, as far as the walk below reads it. */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The file of `key`'s chunk and the files of every chunk it imports statically: what the
 * browser must fetch before it can run that chunk. Added to `into` (files in it are not walked).
 */
export function staticImportFiles(
  manifest: ViteManifest,
  key: string,
  into?: Set<string>,
): Set<string>;

/** The keys of the chunks `key` imports statically, directly or not, `key` included. */
export function staticImportKeys(
  manifest: ViteManifest,
  key: string,
  into?: Set<string>,
): Set<string>;
