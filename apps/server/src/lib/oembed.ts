/**
 * Video titles from the provider's oEmbed endpoint, fetched with a short timeout and cached, so a
 * slow or unreachable provider never slows a page: the stored title is used instead.
 */
export function oembedTitles(options: {
  endpoint: string;
  timeoutMs?: number;
  ttlMs?: number;
  failureTtlMs?: number;
  fetchImpl?: typeof fetch;
}) {
  const {
    endpoint,
    timeoutMs = 1_500,
    ttlMs = 60 * 60_000,
    failureTtlMs = 60_000,
    fetchImpl = fetch,
  } = options;
  const cache = new Map<string, { title: string | null; expires: number }>();
  const inflight = new Map<string, Promise<string | null>>();

  async function fetchTitle(pageUrl: string): Promise<string | null> {
    try {
      const url = `${endpoint}?format=json&url=${encodeURIComponent(pageUrl)}`;
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { title?: unknown };
      return typeof body.title === 'string' && body.title.trim()
        ? body.title.trim().slice(0, 200)
        : null;
    } catch {
      return null;
    }
  }

  return {
    async title(pageUrl: string, fallback: string): Promise<string> {
      const hit = cache.get(pageUrl);
      if (hit && hit.expires > Date.now()) return hit.title ?? fallback;
      let pending = inflight.get(pageUrl);
      if (!pending) {
        pending = fetchTitle(pageUrl).finally(() => inflight.delete(pageUrl));
        inflight.set(pageUrl, pending);
      }
      const title = await pending;
      cache.set(pageUrl, { title, expires: Date.now() + (title ? ttlMs : failureTtlMs) });
      return title ?? fallback;
    },
  };
}

/** The privacy-enhanced (no-cookie) embed URL of a YouTube page, or null for anything else. */
export function privacyEmbedUrl(pageUrl: string): string | null {
  try {
    const url = new URL(pageUrl);
    const host = url.hostname.replace(/^www\./, '');
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : host === 'youtube.com'
          ? url.searchParams.get('v')
          : null;
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  } catch {
    return null;
  }
}
