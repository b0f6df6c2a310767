import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.ts';

export type SentMail = { to: string; subject: string; text: string; html: string };

async function readMails(to: string): Promise<SentMail[]> {
  const dir = path.join(e2eDataDir, 'mail');
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as SentMail),
  );
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for an e-mail to `to` whose subject contains `subject`, as a person checks their inbox. */
export async function waitForMail(to: string, subject: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails(to)).reverse().find((m) => m.subject.includes(subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The link in the e-mail whose path starts with `pathPrefix`, made relative to the app. */
export function linkIn(mail: SentMail, pathPrefix: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}
