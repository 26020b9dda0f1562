import type { FastifyRequest } from 'fastify';
import { chooseLocale } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { acceptLanguageTags } from '@fanclub/shared/i18n/accept-language';

/** The language to answer in: the member's setting, else the request's Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  return chooseLocale(
    request.viewer?.locale,
    acceptLanguageTags(request.headers['accept-language']),
  );
}
