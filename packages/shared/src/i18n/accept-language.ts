// The server's reading of an `Accept-Language` header (the browser reads navigator.languages).

/**
 * The header's language tags, most preferred first (RFC 9110 §12.5.4: q weights, highest first,
 * ties in the order given, q=0 meaning "not this one", `*` meaning nothing in particular). The
 * header is client input: only its first 1,000 characters and 20 ranges are read.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0 && range.tag !== '' && range.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((range) => range.tag);
}
