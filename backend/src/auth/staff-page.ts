import { type Response } from 'express';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The frame of the server's own staff pages (log-in, log-out confirmation): plain HTML in Spanish and
 * English that works without JavaScript and has no inline script, so the site's policy holds for it.
 */
export function renderStaffPage(title: string, content: string, lang: 'es' | 'en' = 'es'): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} — Abogados Medellín</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  :root { --brand: #1e4477; --brand-dark: #12325c; --accent: #0b7a71; --text: #1f2933; --muted: #52606d; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text);
    background: linear-gradient(135deg, #12325c 0%, #2f5790 100%); }
  main { width: 100%; max-width: 400px; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 10px 30px rgba(11, 58, 91, 0.15); border-top: 4px solid var(--accent); }
  a { color: var(--brand); }
  .brand { display: flex; align-items: center; gap: .625rem; margin-bottom: 1.25rem; color: var(--brand-dark);
    text-decoration: none; font: 700 1.15rem Georgia, "Times New Roman", serif; }
  .brand svg { flex: none; }
  h1 { font: 700 1.45rem Georgia, "Times New Roman", serif; margin: 0 0 .25rem; color: var(--brand-dark); }
  h1 span { display: block; margin-top: .15rem; font: 600 1rem system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--muted); }
  .sub { margin: 0 0 1.5rem; color: var(--muted); }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  label span { font-weight: 400; color: var(--muted); }
  input { width: 100%; padding: .7rem .8rem; font: inherit; border: 1px solid #9aa5b1; border-radius: 8px; }
  input:focus { outline: 3px solid rgba(11, 58, 91, .35); outline-offset: 1px; border-color: var(--brand); }
  button { width: 100%; margin-top: 1.5rem; padding: .8rem; font: inherit; font-weight: 700; color: #fff;
    background: var(--brand); border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: var(--brand-dark); }
  button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .error { background: #fdecea; color: #8a1c12; border: 1px solid #f5c2bd; border-radius: 8px; padding: .75rem; }
  .back { display: inline-block; margin-top: 1.25rem; color: var(--brand); }
</style>
</head>
<body>
<main>
  <a class="brand" href="/">
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true"><rect width="36" height="36" rx="8" fill="#1e4477"/><g transform="translate(8 8) scale(.8333)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3v18M7 21h10M5 7h14M12 5l-7 2M12 5l7 2"/><path d="M5 7l-3 6a3 3 0 0 0 6 0L5 7zM19 7l-3 6a3 3 0 0 0 6 0l-3-6z"/></g></svg>
    Abogados Medellín
  </a>
${content}
  <a class="back" href="/">← Volver al sitio <span lang="en">/ Back to the site</span></a>
</main>
</body>
</html>
`;
}

/** Sends one of these pages: never cached, never indexed. */
export function sendStaffPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    })
    .send(html);
}

/** How these pages are documented. */
export const staffPageContent = { 'text/html': { schema: { type: 'string', example: '<!doctype html>…' } } };
