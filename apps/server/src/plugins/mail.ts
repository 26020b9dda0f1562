import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { ensurePrivateDir, ensurePrivateTree, writePrivateFile } from '../lib/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail goes through SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * to DATA_DIR/outbox, so a self-hosted install works with no mail server. The outbox is
 * owner-only and the log says only that a mail was written and where: its links (password
 * reset, e-mail confirmation) are live credentials.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: { info(obj: object, msg: string): void };
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await ensurePrivateDir(options.outboxDir);
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writePrivateFile(file, info.message as Buffer);
      options.log.info({ subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

export const mailPlugin = fp<{ smtpUrl?: string; from: string; outboxDir: string }>(
  async (app, options) => {
    // Mails an older version left readable to everyone are made owner-only at start-up.
    if (!options.smtpUrl) await ensurePrivateTree(options.outboxDir);
    app.decorate('mailer', createMailer({ ...options, log: app.log }));
  },
  { name: 'mail' },
);
