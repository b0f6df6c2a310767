import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../web/index-html.ts';

/** /dev/mail lists the e-mails written to DATA_DIR/mail (development only). */
export async function devMailRoutes(app: FastifyInstance) {
  const outbox = app.ctx.mailer.outbox;
  if (!outbox) return;
  app.get('/dev/mail', async (_request, reply) => {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.json'),
    );
    const items = await Promise.all(
      files
        .sort()
        .reverse()
        .slice(0, 100)
        .map(async (file) => {
          const mail = JSON.parse(await fs.readFile(path.join(outbox, file), 'utf8')) as {
            to: string;
            subject: string;
            html: string;
          };
          return `<article style="border-bottom:1px solid #ddd;padding:12px"><p><b>To:</b> ${escapeHtml(mail.to)}<br><b>Subject:</b> ${escapeHtml(mail.subject)}</p>${mail.html}</article>`;
        }),
    );
    return reply
      .type('text/html')
      .send(
        `<!doctype html><title>Mail</title><h1>Outbox</h1>${items.join('') || '<p>No e-mails yet.</p>'}`,
      );
  });
}
