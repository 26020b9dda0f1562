// main.tsx imports React DOM, the router and the app one after another (dynamic imports), so
// their code is evaluated in separate tasks (docs/decisions/014-start-up-in-stages.md). Their
// files are still needed at once: this plugin lists them in index.html as modulepreloads, like
// Vite does for static imports, so the browser fetches them all with the entry, not one stage
// after another. The server moves these links into boot.js on server-rendered pages.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function chunkByFile(bundle: OutputBundle, file: string): OutputChunk | undefined {
  const output = bundle[file];
  return output?.type === 'chunk' ? output : undefined;
}

/**
 * The entry's dynamic imports (the start stages) and everything they import statically. The
 * entry chunk may be a facade whose code sits in a chunk it imports (small common chunks are
 * inlined, see vite.config.ts), so the stages are the dynamic imports of the entry and of every
 * chunk it imports statically.
 */
export function startStageFiles(bundle: OutputBundle, entry: OutputChunk): string[] {
  const entryChunks = new Map<string, OutputChunk>();
  const collect = (chunk: OutputChunk | undefined) => {
    if (!chunk || entryChunks.has(chunk.fileName)) return;
    entryChunks.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => collect(chunkByFile(bundle, file)));
  };
  collect(entry);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || file === entry.fileName) return;
    const chunk = chunkByFile(bundle, file);
    if (!chunk) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of entryChunks.values()) chunk.dynamicImports.forEach(visit);
  return [...files];
}

export function startStagePreloads(): Plugin {
  return {
    name: 'fanclub-start-stage-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const links = startStageFiles(bundle, chunk)
          .map((file) => `/${file}`)
          .filter((href) => !html.includes(`href="${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
