/** Plain, readable e-mails: a greeting, one paragraph, one button-like link. */
export function actionEmail(input: {
  productName: string;
  greeting: string;
  paragraphs: string[];
  actionLabel: string;
  actionUrl: string;
}) {
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    `${input.actionLabel}: ${input.actionUrl}`,
    '',
    `The ${input.productName} team`,
  ].join('\n');
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#22242f">
<p>${escape(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(input.actionUrl)}" style="background:#389840;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(input.actionLabel)}</a></p>
<p>The ${escape(input.productName)} team</p>
</body></html>`;
  return { text, html };
}

/** An area's e-mail text (from its catalogue) with its link, ready for `mailer.send`. */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  actionLabel: string;
};

export function mailOf(
  ctx: { config: { productName: string } },
  { subject, ...body }: MailContent,
  link: { actionUrl: string },
) {
  return { subject, ...actionEmail({ productName: ctx.config.productName, ...body, ...link }) };
}
