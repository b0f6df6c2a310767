import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../errors/messages.ts';
import { escapeHtml } from '../web/index-html.ts';

/** Loopback as the socket sees it: a forwarded address could be forged. */
function isLoopback(address: string | undefined): boolean {
  return (
    address !== undefined &&
    (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'))
  );
}

/**
 * /dev/mail lists the e-mails written to DATA_DIR/mail, with their reset and confirmation links:
 * only when DEV_MAIL_VIEWER is on (development, no SMTP) and only to this machine.
 */
export async function devMailRoutes(app: FastifyInstance) {
  const outbox = app.ctx.mailer.outbox;
  if (!outbox) return;
  app.get('/dev/mail', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.code(404).send({ errors: { base: [errorMessages.notFound] } });
    }
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
