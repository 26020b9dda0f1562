import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { redactUrl } from '../src/lib/log-redaction';
import { listeningApp } from './helpers/listening-app';
import { linkIn, outbox } from './helpers/session';
import { testDbKind } from './helpers/test-database';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const octal = (mode: number) => mode.toString(8);

/** A data folder as an older version left it: everything readable by every local user. */
function looseDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-files-'));
  chmodSync(dataDir, 0o755);
  mkdirSync(join(dataDir, 'outbox'), { mode: 0o755 });
  chmodSync(join(dataDir, 'outbox'), 0o755);
  writeFileSync(join(dataDir, 'outbox', 'old.eml'), 'an old reset link', { mode: 0o644 });
  chmodSync(join(dataDir, 'outbox', 'old.eml'), 0o644);
  mkdirSync(join(dataDir, 'storage', 'avatars'), { recursive: true, mode: 0o755 });
  chmodSync(join(dataDir, 'storage'), 0o755);
  writeFileSync(join(dataDir, 'storage', 'avatars', 'old.webp'), 'x', { mode: 0o644 });
  chmodSync(join(dataDir, 'storage', 'avatars', 'old.webp'), 0o644);
  return dataDir;
}

/**
 * Other local users must not read the data folder: the database, mails holding live reset links,
 * uploads. And the log, which more people and systems read, never holds a live link.
 */
describe(
  `owner-only files and a log without live links, on ${testDbKind()}`,
  { timeout: 120_000 },
  () => {
    let edge: Awaited<ReturnType<typeof listeningApp>>;
    let dataDir: string;
    // A loose umask, as on many shared hosts, so only explicit modes can make the files private.
    const umask = process.umask(0o022);
    beforeAll(async () => {
      dataDir = looseDataDir();
      edge = await listeningApp({ dataDir, listen: false });
    });
    afterAll(async () => {
      process.umask(umask);
      await edge?.close();
    });

    it('makes an older, world-readable data folder, its outbox and its uploads owner-only at start-up', () => {
      expect(octal(modeOf(dataDir))).toBe('700');
      expect(octal(modeOf(join(dataDir, 'outbox')))).toBe('700');
      expect(octal(modeOf(join(dataDir, 'outbox', 'old.eml')))).toBe('600');
      expect(octal(modeOf(join(dataDir, 'storage')))).toBe('700');
      expect(octal(modeOf(join(dataDir, 'storage', 'avatars')))).toBe('700');
      expect(octal(modeOf(join(dataDir, 'storage', 'avatars', 'old.webp')))).toBe('600');
    });

    it('a password reset mail is written owner-only, and the log says where, never the link or its token', async () => {
      const ask = await edge.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: edge.config.publicUrl },
        payload: { email: 'fan@example.com', redirectTo: '/reset-password' },
        remoteAddress: '10.72.0.1',
      });
      expect(ask.statusCode).toBe(200);
      const mail = outbox(dataDir).find((m) => m.raw.includes('/api/auth/reset-password/'))!;
      expect(octal(modeOf(join(dataDir, 'outbox', mail.file)))).toBe('600');
      const link = new URL(linkIn(mail.raw, '/api/auth/reset-password/'));
      const token = link.pathname.split('/').pop()!;
      expect(token.length).toBeGreaterThan(10);
      // Following the link logs the request; its token must not be in that line either.
      const landing = await edge.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(landing.statusCode).toBe(302);

      const log = edge.logText();
      expect(log).toContain('mail written to outbox');
      expect(log).toContain(mail.file);
      expect(log).toContain('/api/auth/reset-password/[redacted]');
      expect(log).not.toContain(token);
      expect(log).not.toContain(link.href);
    });

    it('uploads land owner-only', async () => {
      await edge.app.storage.put('avatars/new.webp', Buffer.from('x'), 'image/webp');
      const dir = join(dataDir, 'storage', 'avatars');
      expect(readdirSync(dir)).toContain('new.webp');
      expect(octal(modeOf(join(dir, 'new.webp')))).toBe('600');
    });

    it('redacts tokens in logged URLs: reset paths, confirmation tokens, signed media, stream paths, OAuth codes', () => {
      expect(redactUrl('/api/auth/reset-password/abc123?callbackURL=%2Freset')).toBe(
        '/api/auth/reset-password/[redacted]?callbackURL=%2Freset',
      );
      expect(redactUrl('/api/auth/verify-email?token=eyJhbGci.x.y&callbackURL=/')).toBe(
        '/api/auth/verify-email?token=[redacted]&callbackURL=/',
      );
      expect(redactUrl('/api/media/audio/t1/full?exp=1&sig=s3cr3t')).toBe(
        '/api/media/audio/t1/full?exp=1&sig=[redacted]',
      );
      expect(redactUrl('/live/stream-1/1799999999-s3cr3t/index.m3u8')).toBe(
        '/live/stream-1/[redacted]/index.m3u8',
      );
      expect(redactUrl('/api/auth/callback/google?code=c0de&state=st4te')).toBe(
        '/api/auth/callback/google?code=[redacted]&state=[redacted]',
      );
      expect(redactUrl('/api/posts?limit=5')).toBe('/api/posts?limit=5');
    });
  },
);

describe('the embedded database folder', { timeout: 120_000 }, () => {
  /** Files and folders under `dir` that another user could reach, were the folder opened up. */
  const loose = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (name) => (statSync(join(dir, name)).mode & 0o077) !== 0,
    );

  it('is created owner-only, an older world-readable one is made owner-only, and the files PGlite made 0666 become 0600 at the next start', async () => {
    const umask = process.umask(0o022);
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-pglite-'));
      const pglite = join(dataDir, 'pglite');
      mkdirSync(pglite, { mode: 0o755 });
      chmodSync(pglite, 0o755);
      const first = await openDatabase({ dataDir, poolSize: 1 });
      await first.close();
      expect(octal(modeOf(pglite))).toBe('700');
      // PGlite writes its files 0666 whatever the umask; the folder alone keeps them private.
      const madeLoose = loose(pglite).length;
      expect(madeLoose).toBeGreaterThan(100);
      const second = await openDatabase({ dataDir, poolSize: 1 });
      await second.close();
      // Only files PGlite made during this second run are left; the next start tightens those.
      expect(loose(pglite).length).toBeLessThan(madeLoose / 20);
      expect(octal(modeOf(pglite))).toBe('700');
    } finally {
      process.umask(umask);
    }
  });
});
