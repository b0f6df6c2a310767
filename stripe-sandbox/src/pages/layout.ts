/** Escapes a value for HTML text or a double-quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const style = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
  header{background:#3d36b8;color:#fff;padding:12px 16px;font-weight:600}
  main{max-width:560px;margin:0 auto;padding:16px}
  .card{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:16px;margin:16px 0}
  h1{font-size:1.4rem;margin:8px 0 4px}
  h2{font-size:1.1rem;margin:0 0 8px}
  label{display:block;font-weight:600;margin:12px 0 4px}
  input,select{width:100%;padding:10px;border:1px solid #8792a2;border-radius:6px;font:inherit}
  .row{display:flex;gap:8px;flex-wrap:wrap}
  .row>*{flex:1 1 140px}
  button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #635bff;cursor:pointer;margin:12px 8px 0 0}
  button.primary{background:#4b44d9;color:#fff}
  button.secondary{background:#fff;color:#3d36b8}
  .hint{color:#4f566b;font-size:.9rem}
  .error{color:#b3093c}
  .badge{display:inline-block;background:#fff3cd;color:#6b4c00;border-radius:4px;padding:0 6px;font-size:.85rem}
`;

/**
 * A whole page of the sandbox's own (hosted onboarding, the 3-D Secure challenge): plain HTML
 * forms, no scripts, labelled and usable on a phone.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} · Stripe sandbox</title>
<style>${style}</style>
</head>
<body>
<header>Stripe sandbox <span style="font-weight:normal;font-size:.9rem">test mode: no real money moves</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
