import { JSDOM } from 'jsdom';

/**
 * The page at `url` as the server sends it, parsed as a browser without JavaScript parses it (jsdom runs no
 * scripts, so <noscript> content is markup, as it is there), with the status it was answered with.
 */
export async function serverDocument(url: string): Promise<{ status: number; document: Document }> {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, document: new JSDOM(html, { url }).window.document };
}
