import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type BrowserContext, type Page } from 'playwright-core';
import { openSignedIn, STAFF, staffApi } from './support/admin';
import { axeViolations } from './support/axe';
import { serverDocument } from './support/server-html';
import { useSite } from './support/site';
import { addStaffUser } from './support/staff';

// The Site tab's two photos as staff set them from a phone, in the real browser against the real server: a
// camera photo (12 MP, some 13 MB, stored sideways with EXIF orientation) is uploaded as it is and staged in
// its card, staff pick the point the page keeps in view and see the crop, and only "Guardar" puts it on the
// public pages (read without JavaScript, as the server renders them); "Descartar" drops what was staged.

type Slot = 'attorney' | 'hero';
type Language = 'es' | 'en';

const WORDS = {
  es: {
    leaveTitle: '¿Salir sin guardar?',
    stay: 'Quedarse y seguir editando',
    tab: 'Sitio',
    firm: 'La firma',
    upload: 'Subir una foto',
    save: 'Guardar',
    discard: 'Descartar',
    saved: 'Foto guardada',
    unsaved: 'Cambio sin guardar',
    tooLarge: 'La imagen pesa más de 20 MB.',
    x: 'De izquierda a derecha',
    y: 'De arriba abajo',
    preview: 'Así la mostrará el sitio',
  },
  en: {
    leaveTitle: 'Leave without saving?',
    stay: 'Stay and keep editing',
    tab: 'Site',
    firm: 'The firm',
    upload: 'Upload a photo',
    save: 'Save',
    discard: 'Discard',
    saved: 'Photo saved',
    unsaved: 'Unsaved change',
    tooLarge: 'The image is larger than 20 MB.',
    x: 'From left to right',
    y: 'From top to bottom',
    preview: 'How the site will show it',
  },
} as const;

/** Where each photo shows on the public site, and the frame's shape there (width / height). */
const PUBLIC = {
  attorney: { paths: ['/abogados', '/en/attorney-in-medellin'], ratio: 480 / 560 },
  hero: { paths: ['/', '/en'], ratio: 4 / 3 },
} as const;

/** A 12 MP camera photo as a phone stores it: 4000×3000 sideways (EXIF orientation 6), detail that hardly compresses. */
const phonePhoto = () =>
  sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 97 })
    .toBuffer();

/** A second photo, the one staff discard: square, a face-like disc in its left part. */
const otherPhoto = () =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#7a3355' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><circle cx="240" cy="360" r="160" fill="#f3d9a4"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe("the Site tab's photos, as a phone takes them", () => {
  const site = useSite();
  const contexts: BrowserContext[] = [];
  let photo: Buffer;
  let other: Buffer;

  beforeAll(async () => {
    await addStaffUser(site.server, STAFF);
    [photo, other] = await Promise.all([phonePhoto(), otherPhoto()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function panel(language: Language, width: number): Promise<Page> {
    const context = await site.browser.newContext({
      locale: language === 'es' ? 'es-CO' : 'en-US',
      viewport: { width, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await openSignedIn(page, site);
    await page.getByRole('tab', { name: WORDS[language].tab }).click();
    await page.getByRole('heading', { name: WORDS[language].firm }).waitFor();
    return page;
  }

  /** The public page's photo as the server sends it: its source and its style. */
  async function publicPhoto(path: string): Promise<{ src: string | null; style: string | null }> {
    const { document } = await serverDocument(site.server.url + path);
    const img = document.querySelector('main img[src^="/media/"]');
    return { src: img?.getAttribute('src') ?? null, style: img?.getAttribute('style') ?? null };
  }

  const liveSite = async () =>
    (
      await staffApi<{ content: Record<Slot, { photo: { id: string } | null; photoFocus?: unknown }> }>(
        site,
        '/api/admin/site',
      )
    ).body.content;

  it.each([
    ['es', 390],
    ['en', 1366],
  ] as Array<[Language, number]>)(
    'refuses a photo over 20 MB before sending it, in %s at %i px, naming the limit',
    async (language, width) => {
      const page = await panel(language, width);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/images' && request.method() === 'POST')
          uploads.push(request.method());
      });
      const card = page.locator('[data-photo-card="attorney"]');
      await card.getByLabel(WORDS[language].upload).setInputFiles({
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
      });
      await card.getByRole('alert').filter({ hasText: WORDS[language].tooLarge }).waitFor();
      expect(await card.getByLabel(WORDS[language].upload).getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('[data-photo-card="attorney"][data-dirty="false"]').count()).toBe(1);
      expect(uploads).toEqual([]);
    },
  );

  const cases: Array<[Slot, Language, number]> = [
    ['attorney', 'es', 390],
    ['attorney', 'en', 1366],
    ['hero', 'en', 390],
    ['hero', 'es', 1366],
  ];

  it.each(cases)(
    'the %s photo in %s at %i px: a 13 MB phone photo is staged, its focal point picked and previewed, live only with Save; a discarded one never goes live',
    async (slot, language, width) => {
      const words = WORDS[language];
      const page = await panel(language, width);
      const card = page.locator(`[data-photo-card="${slot}"]`);
      /** The card says whether it holds an unsaved change (what a leave-the-page guard reads). */
      const dirty = (state: boolean) =>
        page.locator(`[data-photo-card="${slot}"][data-dirty="${state}"]`).waitFor();
      const input = card.getByLabel(words.upload);
      const before = (await liveSite())[slot].photo;
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/images' && request.method() === 'POST')
          uploads.push(request.method());
      });

      // The phone photo: uploaded and staged, not live.
      expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
      await input.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dirty(true);
      expect(await card.getByRole('status').filter({ hasText: words.unsaved }).count()).toBe(1);
      expect(uploads).toEqual(['POST']);
      // A staged photo is an unsaved change: another tab asks first, and staying keeps it staged.
      await page.getByRole('tab').first().click();
      const asked = page.getByRole('dialog', { name: words.leaveTitle });
      await asked.waitFor();
      await asked.getByRole('button', { name: words.stay }).click();
      await asked.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).searchParams.get('tab')).toBe('site');
      await dirty(true);
      expect((await liveSite())[slot].photo).toEqual(before);
      for (const path of PUBLIC[slot].paths) expect((await publicPhoto(path)).src).toBeNull();

      // The focal point: a click on the photo, then one step by keyboard.
      const picker = card.locator(`[data-focus-picker="${slot}"]`);
      await picker.scrollIntoViewIfNeeded();
      const box = (await picker.boundingBox())!;
      // Upright: the sideways 4000×3000 is shown 3000×4000.
      expect(box.height / box.width).toBeCloseTo(4 / 3, 1);
      await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.2 } });
      const x = card.getByRole('slider').nth(0);
      const y = card.getByRole('slider').nth(1);
      const clicked = {
        x: Number(await x.getAttribute('aria-valuenow')),
        y: Number(await y.getAttribute('aria-valuenow')),
      };
      expect(Math.abs(clicked.x - 25)).toBeLessThanOrEqual(1);
      expect(Math.abs(clicked.y - 20)).toBeLessThanOrEqual(1);
      await y.focus();
      await page.keyboard.press('ArrowRight');
      const focus = { x: clicked.x, y: clicked.y + 1 };
      expect(await y.getAttribute('aria-valuenow')).toBe(String(focus.y));
      expect(await card.getByText(words.x).count()).toBe(1);
      expect(await card.getByText(words.y).count()).toBe(1);

      // The preview: the public page's frame, cropped around that point.
      const preview = card.locator(`[data-crop-preview="${slot}"]`);
      await card.getByText(words.preview).waitFor();
      const shown = await preview.evaluate((img) => {
        const { width, height } = img.getBoundingClientRect();
        return {
          ratio: width / height,
          position: getComputedStyle(img).objectPosition,
          fit: getComputedStyle(img).objectFit,
        };
      });
      expect(shown.ratio).toBeCloseTo(PUBLIC[slot].ratio, 2);
      expect([shown.fit, shown.position]).toEqual(['cover', `${focus.x}% ${focus.y}%`]);
      expect(await axeViolations(page, `[data-photo-card="${slot}"]`)).toEqual([]);

      // Save: live, with that focal point, in the prerendered HTML of both languages.
      const [answer] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/site/photos/${slot}`),
        ),
        card.getByRole('button', { name: words.save }).click(),
      ]);
      expect(answer.status()).toBe(200);
      await page.locator('.mantine-Notification-title', { hasText: words.saved }).first().waitFor();
      await dirty(false);
      const saved = (await liveSite())[slot];
      expect(saved.photoFocus).toEqual(focus);
      for (const path of PUBLIC[slot].paths) {
        const live = await publicPhoto(path);
        expect(live.src).toMatch(new RegExp(`^/media/${saved.photo!.id}/\\d+\\.webp$`));
        expect(live.style).toContain(`object-position:${focus.x}% ${focus.y}%`);
      }
      // And as a visitor's browser shows it at this width: the frame's shape, the photo cropped around the point.
      const visitor = await page.context().newPage();
      await visitor.goto(site.server.url + PUBLIC[slot].paths[0]);
      const seen = await visitor.locator(`main img[src^="/media/${saved.photo!.id}/"]`).evaluate((img) => {
        const { width, height } = img.getBoundingClientRect();
        return { ratio: width / height, position: getComputedStyle(img).objectPosition };
      });
      expect(seen.ratio).toBeCloseTo(PUBLIC[slot].ratio, 2);
      expect(seen.position).toBe(`${focus.x}% ${focus.y}%`);
      await visitor.close();

      // Another photo, staged and discarded: it never goes live, and the card shows the saved one again.
      await input.setInputFiles({ name: 'otra.jpg', mimeType: 'image/jpeg', buffer: other });
      await dirty(true);
      const staged = await picker.getAttribute('src');
      await picker.click({ position: { x: 5, y: 5 } });
      await card.getByRole('button', { name: words.discard }).click();
      await dirty(false);
      expect(await picker.getAttribute('src')).not.toBe(staged);
      expect(await picker.getAttribute('src')).toContain(`/media/${saved.photo!.id}/`);
      expect(await card.getByRole('slider').nth(1).getAttribute('aria-valuenow')).toBe(String(focus.y));
      expect((await liveSite())[slot]).toEqual(saved);
      for (const path of PUBLIC[slot].paths) {
        expect((await publicPhoto(path)).src).toMatch(new RegExp(`^/media/${saved.photo!.id}/`));
      }

      // Back to the illustration for the next case (through the API: the panel's button is another test's).
      const reset = await staffApi(site, `/api/admin/site/photos/${slot}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ imageId: null }),
      });
      expect(reset.status).toBe(200);
    },
  );
});
