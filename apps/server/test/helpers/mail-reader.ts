// Reads the outbox's .eml files the way a mail client does, for mails that are not plain ASCII:
// RFC 2047 encoded words in the subject, base64 or quoted-printable bodies, multipart parts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadMail {
  to: string;
  subject: string;
  /** Every text part (plain and HTML), decoded, in order. */
  body: string;
}

const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, ' ');
const header = (head: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfold(head))?.[1]?.trim() ?? '';

function quotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3))?.[0] : null;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

const encodedWords = (text: string) =>
  text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );

function bodyOf(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (boundary)
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((inner) => bodyOf(inner.replace(/^\r?\n/, '')))
      .join('\n');
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  return body;
}

/** Every .eml file in DATA_DIR/outbox, oldest first, as written (none yet: an empty list). */
export function outboxFiles(dataDir: string): { file: string; raw: string }[] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
}

/** Every mail in DATA_DIR/outbox, oldest first, decoded. */
export function readOutbox(dataDir: string): ReadMail[] {
  return outboxFiles(dataDir).map(({ raw }) => {
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    return {
      to: header(head, 'To'),
      subject: encodedWords(header(head, 'Subject')),
      body: bodyOf(raw),
    };
  });
}
