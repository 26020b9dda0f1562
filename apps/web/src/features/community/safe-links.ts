// A post's text is plain text: only http(s) addresses become links, everything else (HTML,
// markdown, `javascript:` and other schemes) is shown exactly as written. The screen renders the
// pieces as React text nodes and <a> elements, never as HTML.

export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address runs to the next space or angle bracket/quote; what it may end with is trimmed below.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

/** The address without sentence punctuation after it; a ')' stays when the address opened one. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const match = TRAILING.exec(url);
    if (!match) return url;
    const tail = match[0];
    // Keep a closing parenthesis that balances one inside the address (Wikipedia-style links).
    if (tail.startsWith(')')) {
      const opens = (url.match(/\(/g) ?? []).length;
      const closes = (url.match(/\)/g) ?? []).length;
      if (opens >= closes && tail.length === 1) return url;
    }
    url = url.slice(0, -1);
  }
}

/** The address as a link target, or null when it is not a well-formed http(s) URL. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits text into plain pieces and http(s) links, in order; joined, the pieces are the text. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = trimTrailing(match[0]);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** What every link in members' text carries: a new tab, no opener, no ranking credit. */
export const UGC_LINK_REL = 'noopener noreferrer nofollow ugc';
