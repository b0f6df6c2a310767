import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void>; outbox: string | null };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/mail as
 * `.eml` (the real MIME message) and `.json` (to, subject, text, html) for tools and tests.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      outbox: null,
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    outbox,
    send: async (message) => {
      await fs.mkdir(outbox, { recursive: true });
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      // File names stop at 255 bytes; an address may be longer (254 characters and more).
      const recipient = message.to.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 120);
      const base = path.join(outbox, `${stamp}-${recipient}`);
      await fs.writeFile(`${base}.eml`, info.message as Buffer);
      await fs.writeFile(
        `${base}.json`,
        JSON.stringify({ ...message, from: config.mailFrom }, null, 2),
      );
    },
  };
}
