import type { Locale } from '@fanclub/shared/i18n/locales';

/**
 * Something that translates text: used only where a self-hoster configures one
 * (TRANSLATION_PROVIDER_URL); otherwise nothing of the club's content leaves the server.
 */
export interface TranslationProvider {
  translate(text: string, from: Locale, to: Locale, signal?: AbortSignal): Promise<string>;
}

/** LibreTranslate's language codes (it has no region variants: Brazilian Portuguese is 'pt'). */
const CODE: Record<Locale, string> = { en: 'en', es: 'es', 'pt-BR': 'pt', ja: 'ja', ko: 'ko' };
const TIMEOUT_MS = 20_000;

/**
 * A LibreTranslate-compatible server (self-hostable): POST {base}/translate with
 * {q, source, target, format: 'text', api_key?}, answering {translatedText}.
 */
export function libreTranslateProvider(options: {
  url: string;
  apiKey?: string;
  fetchImpl?: typeof fetch;
}): TranslationProvider {
  const endpoint = new URL(
    'translate',
    options.url.endsWith('/') ? options.url : `${options.url}/`,
  );
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async translate(text, from, to, signal) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: CODE[from],
          target: CODE[to],
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
          : AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`translation provider answered ${response.status}`);
      const data = (await response.json()) as { translatedText?: unknown };
      if (typeof data.translatedText !== 'string')
        throw new Error('translation provider answered without translatedText');
      return data.translatedText;
    },
  };
}
