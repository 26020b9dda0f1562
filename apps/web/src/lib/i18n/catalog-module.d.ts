// The catalogues' loader, generated at build time by vite-i18n.ts.
declare module 'virtual:i18n-catalog' {
  /** The browser's namespaces: the catalogue's top-level keys, less the server's own. */
  export const NAMESPACES: readonly string[];
  /** One language's texts of one namespace, as functions of their values ({} when unknown). */
  export function loadCatalog(
    locale: string,
    namespace: string,
  ): Promise<Record<string, (values?: Record<string, unknown>) => string>>;
}
