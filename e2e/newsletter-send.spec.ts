import { type Browser } from 'playwright-core';
import { eventually, openSignedIn, STAFF, staffApi } from './support/admin';
import { launchBrowser } from './support/browser';
import { type InProcessServer, startInProcessServer } from './support/in-process-server';
import { type MailSink, startMailSink } from './support/smtp';
import { addStaffUser } from './support/staff';

// A published post's newsletter section in the post editor, against the built server with its clock moved:
// a preview to oneself, then the send after naming the language; requested on a Sunday it waits for Monday
// 7:00 in Bogotá (Ley 2300 de 2023), then goes to each confirmed subscriber once.

/** An instant written in Bogotá's time (UTC-5 all year). */
const bogota = (local: string) => new Date(`${local}-05:00`);
const SUNDAY = bogota('2026-11-29T10:00:00');
const MONDAY_7 = bogota('2026-11-30T07:00:00');

describe("the post editor's newsletter section, in Chromium", () => {
  let server: InProcessServer;
  let browser: Browser;
  let mail: MailSink;

  beforeAll(async () => {
    mail = await startMailSink();
    server = await startInProcessServer({
      SMTP_URL: mail.url,
      NOTIFY_TO: 'avisos@example.com',
      NOTIFY_FROM: 'web@example.com',
    });
    browser = await launchBrowser();
    addStaffUser(server, STAFF);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.stop();
  });

  const to = (address: string) =>
    mail.messages.filter((message) => JSON.stringify(message.to).includes(address));

  /** Subscribes through the public endpoint and confirms with the emailed link, as a reader does. */
  async function confirmedSubscriber(address: string): Promise<void> {
    const subscribed = await fetch(`${server.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: address, consent: true, idioma: 'es' }),
    });
    expect(subscribed.status).toBe(202);
    const email = await eventually(async () => to(address)[0]);
    const token = /\/api\/newsletter\/confirm\?token=([\w-]+)/.exec(email.text ?? '')?.[1];
    expect(token).toBeDefined();
    const confirmed = await fetch(`${server.url}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ token: token! }).toString(),
    });
    expect(confirmed.status).toBe(200);
  }

  it('previews, sends after asking, waits over Sunday for Monday 7:00, then sends to each subscriber once', async () => {
    server.setNow(SUNDAY);
    const readers = ['lectora-1@example.com', 'lector-2@example.com'];
    for (const reader of readers) await confirmedSubscriber(reader);
    const site = { server, browser };
    const posts = await staffApi<Array<{ id: string; status: string; language: string; title: string }>>(
      site,
      '/api/admin/blog/posts',
    );
    const post = posts.body.find(
      (candidate) => candidate.status === 'published' && candidate.language === 'es',
    );
    expect(post).toBeDefined();

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await openSignedIn(page, site, `/admin?tab=blog&post=${post!.id}`);
      const section = page.locator('section').filter({ has: page.locator('#post-newsletter-title') });
      await section.waitFor();
      const send = section.getByRole('button', { name: 'Send to subscribers' });
      expect(await send.isDisabled()).toBe(true);

      await section.getByRole('button', { name: 'Send me a preview' }).click();
      const [preview] = await eventually(async () =>
        to(STAFF.email).length > 0 ? to(STAFF.email) : undefined,
      );
      expect(preview.subject).toContain(post!.title);
      // The preview went to staff alone.
      for (const reader of readers) expect(to(reader)).toHaveLength(1);

      await page.waitForFunction(
        (button) => !(button as HTMLButtonElement).disabled,
        await send.elementHandle(),
      );
      await send.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('Spanish');
      await dialog.getByRole('button', { name: 'Send to subscribers' }).click();

      const progress = section.locator('[data-campaign-state]');
      await progress.waitFor();
      expect(await progress.getAttribute('data-campaign-state')).toBe('waiting');
      expect(await section.locator('[data-count="total"]').innerText()).toBe('2');
      expect(await section.locator('[data-count="queued"]').innerText()).toBe('2');
      expect(await section.innerText()).toMatch(/Sending starts .*November 30.*7:00.*\(Bogotá time\)/);
      // Sunday: nothing but the confirmations and the preview has left.
      for (const reader of readers) expect(to(reader)).toHaveLength(1);

      server.setNow(MONDAY_7);
      await section.locator('[data-campaign-state="done"]').waitFor({ timeout: 60_000 });
      expect(await section.locator('[data-count="sent"]').innerText()).toBe('2');
      for (const reader of readers) {
        const received = to(reader);
        expect(received).toHaveLength(2);
        expect(received[1].subject).toContain(post!.title);
      }
    } finally {
      await context.close();
    }
  });
});
