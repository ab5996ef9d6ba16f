import { type Browser } from 'playwright-core';
import { eventually, STAFF, staffApi } from './support/admin';
import { consoleProblems, launchBrowser } from './support/browser';
import { type InProcessServer, startInProcessServer } from './support/in-process-server';
import { addStaffUser } from './support/staff';
import { useSite } from './support/site';

// Posts staff wrote in the panel, as visitors get them: complete without JavaScript, hydrated without a
// mismatch, the language toggle going to the translation, and the blog's links loading from the server.

const PHONE = { width: 390, height: 844 };

interface Created {
  id: string;
  path: string;
}

const fields = (language: 'es' | 'en', title: string, body: string, translationId: string | null = null) => ({
  language,
  title,
  excerpt: language === 'es' ? 'Qué hacer en los primeros días.' : 'What to do in the first days.',
  body,
  category: language === 'es' ? 'Derecho Laboral' : 'Labor Law',
  tags: [language === 'es' ? 'despido' : 'dismissal'],
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  cover: null,
  author: 'Dra. Laura Restrepo',
  translationId,
});

describe('posts staff publish, in Chromium', () => {
  const site = useSite();
  let spanish: Created;
  let english: Created;

  const send = async (path: string, body: object) => {
    const answer = await staffApi<Created>(site, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBeLessThan(300);
    return answer.body;
  };

  beforeAll(async () => {
    addStaffUser(site.server, STAFF);
    spanish = await send(
      '/api/admin/blog/posts',
      fields(
        'es',
        'Despido sin justa causa',
        '## Los plazos\n\nTiene **tres años** para reclamar.\n\n- Carta\n- Liquidación',
      ),
    );
    english = await send(
      '/api/admin/blog/posts',
      fields(
        'en',
        'Dismissal without just cause',
        '## The deadlines\n\nYou have **three years**.',
        spanish.id,
      ),
    );
    await send(`/api/admin/blog/posts/${spanish.id}/publish`, {});
    await send(`/api/admin/blog/posts/${english.id}/publish`, {});
  });

  it('is complete without JavaScript: title, body, tags, and the way back', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    expect((await page.goto(site.server.url + spanish.path))?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('Despido sin justa causa');
    const main = page.locator('main');
    expect(await main.locator('h2#los-plazos').innerText()).toBe('Los plazos');
    expect(await main.locator('strong', { hasText: 'tres años' }).count()).toBe(1);
    await main.getByText('despido', { exact: true }).waitFor();
    await page.goto(site.server.url + '/blog');
    await page.getByRole('link', { name: 'Despido sin justa causa' }).first().waitFor();
    await context.close();
  });

  it('hydrates without a mismatch, and its language toggle goes to the translation', async () => {
    const page = await site.browser.newPage({ viewport: PHONE });
    const problems = consoleProblems(page);
    await page.goto(site.server.url + spanish.path, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.getByRole('link', { name: 'Ver esta página en inglés' }).click();
    await page.waitForURL(site.server.url + english.path);
    expect(await page.locator('h1').innerText()).toBe('Dismissal without just cause');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('link', { name: 'View this page in Spanish' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the blog list from the server when reached from another page, with every post of its language', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const problems = consoleProblems(page);
    await page.goto(site.server.url + '/contacto', { waitUntil: 'networkidle' });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(site.server.url + '/blog');
    expect(documents).toEqual(['/blog']);
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles).toContain('Despido sin justa causa');
    expect(titles).toContain('Divorcio en Medellín 2025: guía práctica de tiempos, causales y trámites');
    await page.getByRole('link', { name: 'Despido sin justa causa' }).first().click();
    await page.waitForURL(site.server.url + spanish.path);
    expect(await page.locator('h1').innerText()).toBe('Despido sin justa causa');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a scheduled post, in Chromium', () => {
  let server: InProcessServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startInProcessServer();
    browser = await launchBrowser();
    addStaffUser(server, STAFF);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('is "not found" until its time, then live in its list and at its URL (the server’s clock moved)', async () => {
    const site = { server, browser };
    const api = async <T>(path: string, body: object) => {
      const answer = await staffApi<T>(site, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBeLessThan(300);
      return answer.body;
    };
    const post = await api<Created>(
      '/api/admin/blog/posts',
      fields('es', 'Reforma laboral: lo que cambia', 'Desde el **lunes**.'),
    );
    const at = new Date(Date.now() + 24 * 3_600_000);
    const scheduled = await api<{ status: string }>(`/api/admin/blog/posts/${post.id}/publish`, {
      at: at.toISOString(),
    });
    expect(scheduled.status).toBe('scheduled');

    const page = await browser.newPage({ viewport: PHONE });
    expect((await page.goto(server.url + post.path))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Post no encontrado' }).waitFor();

    server.setNow(new Date(at.getTime() + 60_000));
    // The server publishes it on its next look at the schedule: reload until it does.
    await eventually(async () =>
      (await page.goto(server.url + post.path))?.status() === 200 ? true : undefined,
    );
    expect(await page.locator('h1').innerText()).toBe('Reforma laboral: lo que cambia');
    await page.goto(server.url + '/blog');
    await page.getByRole('link', { name: 'Reforma laboral: lo que cambia' }).first().waitFor();
    await page.close();
  });
});
