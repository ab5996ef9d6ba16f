import { Logger } from '@nestjs/common';
import fc from 'fast-check';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { type ImageRefDto } from '../src/images/dto/image-ref.dto';
import { formDataBoundary, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES as M } from '../src/images/image-rules';
import { ImagesService } from '../src/images/images.service';
import { auditRows } from './data-rights-seed';
import { STAFF } from './factories';
import {
  gif,
  hasGpsDirectory,
  jpegWithGps,
  png,
  pngBomb,
  paddedTo,
  phonePhoto,
  SVG,
  TEXT,
  truncatedJpeg,
  webp,
} from './image-fixtures';
import { addStaff, ENGINE, http, login, rawRequest, TestWorkspace } from './harness';
import { imagePart } from './send-body';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe(`image uploads and /media/ on ${ENGINE}`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const upload = (bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    request(http(running))
      .post('/api/admin/images')
      .set('Cookie', cookie)
      .attach('file', bytes, { filename, contentType });

  async function uploaded(bytes: Buffer, filename?: string, contentType?: string): Promise<ImageRefDto> {
    const response = await upload(bytes, filename, contentType);
    expect(response.status).toBe(201);
    return response.body as ImageRefDto;
  }

  const download = (url: string) =>
    request(http(running))
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (part: Buffer) => chunks.push(part));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('re-encodes a JPEG: upright, WebP at each width up to 1280 and one JPEG, no EXIF or GPS left', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    expect(hasGpsDirectory(before.exif!)).toBe(true);
    expect(before.icc).toBeDefined();

    const image = await uploaded(original);
    // Stored sideways, shown 1200×1600: 1200 is narrower than 1280, so it is the largest width.
    expect(image).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      width: 1200,
      height: 1600,
      variants: [
        ...[320, 640, 960, 1200].map((width) => ({
          width,
          type: 'image/webp',
          url: `/media/${image.id}/${width}.webp`,
        })),
        { width: 1200, type: 'image/jpeg', url: `/media/${image.id}/1200.jpg` },
      ],
    });

    for (const variant of image.variants) {
      const response = await download(variant.url).expect(200);
      expect(response.headers).toMatchObject({
        'content-type': variant.type,
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
        etag: expect.stringMatching(/^"[A-Za-z0-9_-]{43}"$/),
      });
      const served = await sharp(response.body as Buffer).metadata();
      expect({ format: served.format, width: served.width, height: served.height }).toEqual({
        format: variant.type === 'image/webp' ? 'webp' : 'jpeg',
        width: variant.width,
        height: Math.round((variant.width * 1600) / 1200),
      });
      expect({ exif: served.exif, xmp: served.xmp, iptc: served.iptc, icc: served.icc }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      expect(served.orientation).toBeUndefined();
    }
  });

  it('makes a wide PNG 1280 wide at most, each width once', async () => {
    const wide = await uploaded(await png(2000, 1000), 'wide.png', 'image/png');
    expect([wide.width, wide.height]).toEqual([1280, 640]);
    expect(wide.variants.map(({ width, type }) => `${width} ${type}`)).toEqual([
      '320 image/webp',
      '640 image/webp',
      '960 image/webp',
      '1280 image/webp',
      '1280 image/jpeg',
    ]);
  });

  it('keeps a PNG and a WebP at their own width when narrower than 1280, never upscaled', async () => {
    const fromPng = await uploaded(await png(800, 600), 'plan.png', 'image/png');
    expect(fromPng.variants.map(({ width, type }) => `${width} ${type}`)).toEqual([
      '320 image/webp',
      '640 image/webp',
      '800 image/webp',
      '800 image/jpeg',
    ]);
    expect([fromPng.width, fromPng.height]).toEqual([800, 600]);

    const fromWebp = await uploaded(await webp(300, 250), 'small.webp', 'image/webp');
    expect(fromWebp.variants.map(({ width, type }) => `${width} ${type}`)).toEqual([
      '300 image/webp',
      '300 image/jpeg',
    ]);
  });

  it('takes greyscale, transparent and 16-bit PNGs; transparency stays in the WebP, the JPEG has none', async () => {
    const create = (channels: 3 | 4, background: string | object) =>
      sharp({ create: { width: 400, height: 300, channels, background } });
    const sources = {
      grey: await create(3, '#777777').toColourspace('b-w').png().toBuffer(),
      transparent: await create(4, { r: 10, g: 20, b: 30, alpha: 0.5 }).png().toBuffer(),
      deep: await create(3, '#336699').toColourspace('rgb16').png().toBuffer(),
    };
    for (const [name, source] of Object.entries(sources)) {
      const image = await uploaded(source, `${name}.png`, 'image/png');
      const alpha = [];
      for (const variant of image.variants) {
        const served = await sharp((await download(variant.url).expect(200)).body as Buffer).metadata();
        alpha.push(`${variant.type} ${served.hasAlpha}`);
      }
      const webpAlpha = name === 'transparent';
      expect({ name, alpha }).toEqual({
        name,
        alpha: [`image/webp ${webpAlpha}`, `image/webp ${webpAlpha}`, 'image/jpeg false'],
      });
    }
  });

  it('decides the type by content: a PNG sent as photo.jpg is a PNG; text named photo.jpg is refused', async () => {
    const image = await uploaded(await png(400, 400), 'photo.jpg', 'image/jpeg');
    expect(image.width).toBe(400);

    const text = await upload(TEXT, 'photo.jpg', 'image/jpeg').expect(415);
    expect(text.body).toEqual({ statusCode: 415, message: M.unsupported });
  });

  it.each([
    ['a GIF', gif, 'animation.gif', 'image/gif'],
    ['an SVG', () => Promise.resolve(SVG), 'logo.svg', 'image/svg+xml'],
    ['an SVG named .png', () => Promise.resolve(SVG), 'logo.png', 'image/png'],
  ])('refuses %s with 415', async (_name, make, filename, contentType) => {
    const response = await upload(await make(), filename, contentType).expect(415);
    expect(response.body).toEqual({ statusCode: 415, message: M.unsupported });
  });

  it('takes a 13 MB phone photo stored sideways: upright, resized to 1280 wide, EXIF and GPS gone', async () => {
    const original = await phonePhoto();
    expect(original.length).toBeGreaterThan(12 * 1024 * 1024);
    expect(original.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const before = await sharp(original).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([4000, 3000, 6]);
    expect(hasGpsDirectory(before.exif!)).toBe(true);

    const image = await uploaded(original);
    // Shown 3000×4000 (portrait): the largest width the site serves is 1280, so 1280×1707.
    expect([image.width, image.height]).toEqual([1280, 1707]);
    expect(image.variants.map(({ width, type }) => `${width}.${type}`)).toEqual([
      '320.image/webp',
      '640.image/webp',
      '960.image/webp',
      '1280.image/webp',
      '1280.image/jpeg',
    ]);
    for (const variant of image.variants) {
      const served = await sharp((await download(variant.url).expect(200)).body as Buffer).metadata();
      expect([served.width, served.height]).toEqual([
        variant.width,
        // Each from the 1280×1707 pixels.
        Math.round((variant.width * 1707) / 1280),
      ]);
      expect([served.exif, served.orientation]).toEqual([undefined, undefined]);
    }
    const largest = (await download(image.variants.at(-1)!.url).expect(200)).body as Buffer;
    expect(largest.length).toBeLessThan(original.length / 4);
  });

  it('takes a file of exactly 20 MB and refuses one byte more with 413, naming the field and the limit', async () => {
    const photo = await phonePhoto();
    // The JPEG decoder stops at the image's end marker: what follows it does not change the picture.
    await uploaded(paddedTo(photo, MAX_UPLOAD_BYTES));
    const response = await upload(paddedTo(photo, MAX_UPLOAD_BYTES + 1)).expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'file: the image is larger than 20 MB' });
    expect(M.tooLarge).toBe('file: the image is larger than 20 MB');
  });

  it('refuses a decompression bomb (30000×30000, small on disk) and an image too small with 422', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload(bomb, 'bomb.png', 'image/png').expect(422);
    expect(refused.body).toEqual({ statusCode: 422, message: M.tooBig });

    const tiny = await upload(await png(199, 400), 'tiny.png', 'image/png').expect(422);
    expect(tiny.body).toEqual({ statusCode: 422, message: M.tooSmall });
  });

  it('refuses a truncated JPEG with 400', async () => {
    const response = await upload(await truncatedJpeg()).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: M.corrupt });
  });

  it('refuses no file, two files and a file in another field with 400, naming the field', async () => {
    const image = await png(300, 300);
    const post = () => request(http(running)).post('/api/admin/images').set('Cookie', cookie);

    const none = await post().field('note', 'no file').expect(400);
    expect(none.body).toEqual({ statusCode: 400, message: M.missing });
    const empty = await post().expect(400);
    expect(empty.body).toEqual({ statusCode: 400, message: M.missing });

    const two = await post()
      .attach('file', image, { filename: 'a.png', contentType: 'image/png' })
      .attach('file', image, { filename: 'b.png', contentType: 'image/png' })
      .expect(400);
    expect(two.body).toEqual({ statusCode: 400, message: M.tooMany });

    const elsewhere = await post()
      .attach('photo', image, { filename: 'a.png', contentType: 'image/png' })
      .expect(400);
    expect(elsewhere.body).toEqual({ statusCode: 400, message: M.tooMany });
    for (const message of Object.values(M)) expect(message).toMatch(/^file: /);
  });

  it('answers a malformed multipart body with 400, naming the field', async () => {
    const response = await request(http(running))
      .post('/api/admin/images')
      .set('Cookie', cookie)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nxx');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^file: /);
  });

  it('answers any body that is not multipart/form-data with a boundary 415, naming the field, logging no error', async () => {
    const image = await png(300, 300);
    const part = (boundary: string) => imagePart(image, boundary);
    const cases: [string, Buffer][] = [
      ['multipart/mixed; boundary=b', part('b')],
      ['multipart/related; boundary=b; type="image/png"', part('b')],
      ['multipart/alternative; boundary=b', part('b')],
      ['multipart/byteranges; boundary=b', part('b')],
      ['multipart/form-data', part('b')],
      ['multipart/form-data; boundary=', part('b')],
      ['multipart/form-data; boundary="b', part('b')],
      ['multipart/form-data boundary=b', part('b')],
      ['multipart/form-data; charset=utf-8', part('b')],
      ['multipart/form-data; boundary=b; boundary=c', part('b')],
      ['multipart/form-data; =b', part('b')],
      ['multipart', part('b')],
      ['form-data; boundary=b', part('b')],
      ['text/plain', Buffer.from('file=photo.png')],
      ['application/octet-stream', image],
      ['image/png', image],
      ['application/json', Buffer.from(JSON.stringify({ file: image.toString('base64') }))],
      ['application/x-www-form-urlencoded', Buffer.from('file=photo.png')],
      ['text/html; charset=utf-8', Buffer.from('<p>photo</p>')],
    ];
    const count = async () =>
      Number((await running.app.get(DataSource).query('SELECT COUNT(*) AS n FROM images'))[0].n);
    const before = await count();
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const answers = [];
      for (const [contentType, body] of cases) {
        const response = await request(http(running))
          .post('/api/admin/images')
          .set('Cookie', cookie)
          .set('Content-Type', contentType)
          .send(body);
        answers.push(`${contentType}: ${response.status} ${JSON.stringify(response.body)}`);
      }
      const refused = JSON.stringify({ statusCode: 415, message: M.notFormData });
      expect(answers).toEqual(cases.map(([contentType]) => `${contentType}: 415 ${refused}`));
      expect(await count()).toBe(before);

      // Any header at all, the same body: stored (its boundary is b), a 400 (another boundary), or a 415.
      const anyType = fc
        .tuple(
          fc.constantFrom(
            'multipart/form-data',
            'Multipart/Form-Data',
            'multipart/mixed',
            'multipart/related',
            'multipart',
            'text/plain',
            'image/png',
            '',
          ),
          fc.array(
            fc.oneof(
              fc.constantFrom('boundary=b', 'boundary="b"', 'boundary=c', 'boundary=', 'charset=utf-8', '=b'),
              fc.stringMatching(/^[ -~]{0,12}$/),
            ),
            { maxLength: 3 },
          ),
          fc.constantFrom('; ', ';', ' ; ', ' '),
        )
        .map(([type, parameters, separator]) => [type, ...parameters].join(separator));
      await fc.assert(
        fc.asyncProperty(anyType, async (contentType) => {
          const response = await request(http(running))
            .post('/api/admin/images')
            .set('Cookie', cookie)
            .set('Content-Type', contentType)
            .send(part('b'));
          if (formDataBoundary(contentType) === undefined) {
            expect([response.status, response.body]).toEqual([415, JSON.parse(refused)]);
          } else {
            expect([201, 400]).toContain(response.status);
          }
        }),
        { numRuns: 40 },
      );
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    // The same part, sent as multipart/form-data, is an image.
    const accepted = await request(http(running))
      .post('/api/admin/images')
      .set('Cookie', cookie)
      .set('Content-Type', 'multipart/form-data; boundary="b"')
      .send(part('b'))
      .expect(201);
    expect((accepted.body as ImageRefDto).width).toBe(300);
  });

  it('answers any bytes, behind any image signature, with 201 or a 4xx that names the field, never a 5xx', async () => {
    const signatures = [
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
    ];
    const real = await png(300, 300);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...signatures),
        fc.uint8Array({ maxLength: 2048 }),
        fc.nat({ max: real.length }),
        fc.boolean(),
        async (signature, tail, cut, fromReal) => {
          const bytes = fromReal
            ? Buffer.concat([real.subarray(0, cut), Buffer.from(tail)])
            : Buffer.concat([signature, Buffer.from(tail)]);
          const response = await upload(bytes, 'fuzz.jpg', 'image/jpeg');
          if (response.status === 201) return;
          expect([400, 415, 422]).toContain(response.status);
          expect(response.body.message).toMatch(/^file: /);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is for staff only (401) and refuses a cross-site upload (403)', async () => {
    const image = await png(300, 300);
    const anonymous = await request(http(running))
      .post('/api/admin/images')
      .attach('file', image, { filename: 'a.png', contentType: 'image/png' })
      .expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Unauthorized' });

    const crossSite = await upload(image, 'a.png', 'image/png')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(crossSite.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
  });

  it('takes uploads sent together (queued, one at a time): all stored, each its own', async () => {
    const sides = [320, 360, 400];
    const images = await Promise.all(
      sides.map(async (side) => uploaded(await png(side, side), `${side}.png`, 'image/png')),
    );
    expect(images.map((image) => image.width)).toEqual(sides);
    expect(new Set(images.map((image) => image.id)).size).toBe(3);
  });

  it('records who uploaded what in the audit log', async () => {
    const image = await uploaded(await png(500, 400), 'audit.png', 'image/png');
    const entry = (await auditRows(running)).find((row) => row.target === `image ${image.id}`);
    expect(entry).toMatchObject({
      actor: STAFF.email,
      action: 'image_uploaded',
      detail: expect.stringContaining('image/png, 500×400, 3 variants'),
    });
  });

  it('answers 304 to a matching If-None-Match, HEAD without a body, 404 to what does not exist', async () => {
    const image = await uploaded(await png(700, 700), 'cache.png', 'image/png');
    const url = image.variants[0].url;
    const first = await download(url).expect(200);
    const etag = first.headers.etag as string;

    const again = await request(http(running)).get(url).set('If-None-Match', etag).expect(304);
    expect(again.headers).toMatchObject({ etag, 'cache-control': IMMUTABLE });
    await download(url).set('If-None-Match', '"something-else"').expect(200);

    const head = await rawRequest(running, url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String((first.body as Buffer).length),
      etag,
    });
    expect(head.body.length).toBe(0);

    for (const missing of [
      `/media/${image.id}/321.webp`,
      `/media/${image.id}/320.png`,
      `/media/${image.id}/0320.webp`,
      '/media/AAAAAAAAAAAAAAAA/320.webp',
      '/media/not-an-id/320.webp',
    ]) {
      const response = await request(http(running)).get(missing);
      expect({ missing, status: response.status }).toEqual({ missing, status: 404 });
      expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
    }
  });

  it('describes a stored image, and removes it with its variants', async () => {
    const images = running.app.get(ImagesService);
    const image = await uploaded(await png(640, 480), 'gone.png', 'image/png');
    expect(await images.describe(image.id)).toEqual(image);
    await download(image.variants[0].url).expect(200);

    expect(await images.remove(image.id)).toBe(true);
    expect(await images.describe(image.id)).toBeUndefined();
    await request(http(running)).get(image.variants[0].url).expect(404);
    const left = (await running.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM image_variants WHERE image_id = '${image.id}'`)) as Array<{
      n: number | string;
    }>;
    expect(Number(left[0].n)).toBe(0);
  });

  it('is served by another instance on the same database, which forgets it once removed on the first', async () => {
    const image = await uploaded(await png(500, 500), 'shared.png', 'image/png');
    const url = image.variants[1].url;
    const here = await download(url).expect(200);
    const other = await workspace.start();
    try {
      const there = await request(http(other)).get(url).expect(200);
      expect(there.headers.etag).toBe(here.headers.etag);
      // Now in the other instance's memory cache too; removing it here must still reach it there.
      await running.app.get(ImagesService).remove(image.id);
      await request(http(other)).get(url).expect(404);
    } finally {
      await other.close();
    }
  });

  it('leaves the site as it was: pages and the 404 page still come from the site', async () => {
    await request(http(running)).get('/').expect(200);
    const unknown = await request(http(running)).get('/no-such-page').expect(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
  });
});
