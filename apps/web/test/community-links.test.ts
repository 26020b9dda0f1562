import { describe, expect, it } from 'vitest';
import { safeHref, splitLinks } from '../src/features/community/safe-links';

const links = (text: string) => splitLinks(text).filter((p) => p.kind === 'link');
const joined = (text: string) =>
  splitLinks(text)
    .map((p) => p.text)
    .join('');

describe('splitLinks', () => {
  it('links http and https addresses and keeps the rest as text', () => {
    const pieces = splitLinks('New video: https://example.com/watch?v=1 and http://a.test/x');
    expect(pieces).toEqual([
      { kind: 'text', text: 'New video: ' },
      {
        kind: 'link',
        text: 'https://example.com/watch?v=1',
        href: 'https://example.com/watch?v=1',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.test/x', href: 'http://a.test/x' },
    ]);
  });

  it('never links javascript:, data:, other schemes or bare domains', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'ftp://example.com/file',
      'mailto:a@b.test',
      'www.example.com',
      '//example.com/path',
    ]) {
      expect(links(text), text).toEqual([]);
      expect(joined(text)).toBe(text);
    }
  });

  it('shows HTML and markdown as written, linking only the http(s) address inside', () => {
    const html = '<a href="javascript:alert(1)">click</a> <img src=x onerror=alert(1)>';
    expect(links(html)).toEqual([]);
    expect(joined(html)).toBe(html);
    const md = '[click](javascript:alert(1)) and [ok](https://ok.test)';
    expect(links(md).map((l) => l.kind === 'link' && l.href)).toEqual(['https://ok.test/']);
    expect(joined(md)).toBe(md);
  });

  it('leaves sentence punctuation outside the link but keeps balanced parentheses', () => {
    expect(links('See https://example.com/a.')[0]).toMatchObject({ text: 'https://example.com/a' });
    expect(links('(https://example.com/b)')[0]).toMatchObject({ text: 'https://example.com/b' });
    expect(links('https://en.wikipedia.org/wiki/Foo_(band)!')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(band)',
    });
  });

  it('does not let an address break out of its attribute or tag', () => {
    const text = 'https://x.test/"onmouseover="alert(1) https://y.test/<script>';
    expect(links(text).map((l) => l.text)).toEqual(['https://x.test/', 'https://y.test/']);
    expect(joined(text)).toBe(text);
  });
});

describe('safeHref', () => {
  it('accepts only http(s) with a host', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('http://')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });
});
