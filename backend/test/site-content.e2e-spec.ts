import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContentService } from '../src/content/content.service';
import { CONTENT_SEED } from '../src/content/seed';
import { Image } from '../src/images/image.entity';
import { type ChangedSection, type SiteContent } from '../src/content/site-content.types';
import { auditRows } from './data-rights-seed';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { submit } from './outbox-helpers';
import { SmtpSink } from './smtp-sink';

interface StaffView {
  content: SiteContent;
  beforeLaunch: Array<{ field: string; label: string }>;
}
type Body = Record<string, unknown>;

/** The firm section as the editor sends it: the seed with its version. */
const firmBody = (version: number, changes: Body = {}): Body => ({
  ...structuredClone(CONTENT_SEED.firm),
  version,
  ...changes,
});

/** The firm section with these links ([network, url] pairs). */
const withLinks = (version: number, ...links: Array<[string, string]>): Body =>
  firmBody(version, { social: links.map(([network, url]) => ({ network, url })) });

describe(`site content (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let sink: SmtpSink;
  let running: RunningApp;
  let cookie: string;

  const staffView = async (): Promise<StaffView> =>
    (await request(http(running)).get('/api/admin/site').set('Cookie', cookie).expect(200)).body as StaffView;
  const put = (section: string, body: Body) =>
    request(http(running)).put(`/api/admin/site/${section}`).set('Cookie', cookie).send(body);
  const version = async () => (await staffView()).content.version;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    running = await workspace.start({
      SMTP_URL: sink.url,
      NOTIFY_TO: 'abogada@firma.example',
      NOTIFY_FROM: 'web@firma.example',
    });
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    await sink.stop();
    workspace.cleanup();
  });

  it("GET /api/site gives today's facts, without the empty social links, to anyone", async () => {
    const response = await request(http(running)).get('/api/site').expect(200);
    const content = response.body as SiteContent;
    expect(content.version).toBe(1);
    expect(content.firm).toEqual({ ...CONTENT_SEED.firm, social: [] });
    expect(content.controller).toEqual({
      legalName: 'Abogados Medellín',
      taxId: '',
      legalRepresentative: '',
    });
    expect(content.attorney).toEqual(CONTENT_SEED.attorney);
    expect(content.hero).toEqual({ photo: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/admin/site gives every network and what is still a placeholder', async () => {
    const view = await staffView();
    expect(view.content.firm.social).toEqual(
      ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok'].map((network) => ({
        network,
        url: '',
      })),
    );
    expect(view.beforeLaunch).toContainEqual({ field: 'firm.phone', label: 'Phone' });
    expect(view.beforeLaunch).toContainEqual({ field: 'controller.taxId', label: 'Tax ID (NIT)' });
    expect(view.beforeLaunch).toContainEqual({ field: 'attorney.photo', label: "Attorney's photo" });
  });

  it('refuses staff reads and writes without a session (401), and writes from another site (403)', async () => {
    await request(http(running)).get('/api/admin/site').expect(401);
    await request(http(running)).put('/api/admin/site/firm').send(firmBody(1)).expect(401);
    const crossSite = await put('controller', { ...CONTENT_SEED.controller, version: 1 })
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(crossSite.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    const fromOrigin = await put('controller', { ...CONTENT_SEED.controller, version: 1 })
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(fromOrigin.body.message).toBe('Cross-site request refused');
    expect(await version()).toBe(1);
  });

  it('saves the firm section, bumps the version, shows it publicly and writes the change to the activity log', async () => {
    const before = await version();
    const social = [
      { network: 'instagram', url: 'https://www.instagram.com/abogadosmedellin' },
      { network: 'linkedin', url: 'https://co.linkedin.com/company/abogados-medellin' },
    ];
    const response = await put(
      'firm',
      firmBody(before, {
        phone: '  +57 604 444 5566 ',
        address: { ...CONTENT_SEED.firm.address, street: 'Carrera 43A # 1-50' },
        social,
      }),
    ).expect(200);
    const view = response.body as StaffView;
    expect(view.content.version).toBe(before + 1);
    expect(view.content.firm.phone).toBe('+57 604 444 5566');
    expect(view.content.firm.social).toHaveLength(6);
    expect(view.beforeLaunch.map(({ field }) => field)).not.toContain('firm.phone');
    expect(view.beforeLaunch.map(({ field }) => field)).not.toContain('firm.address');

    const published = (await request(http(running)).get('/api/site').expect(200)).body as SiteContent;
    expect(published.version).toBe(before + 1);
    expect(published.firm.social).toEqual(social);
    expect(published.firm.address.street).toBe('Carrera 43A # 1-50');

    const entry = (await auditRows(running)).at(-1);
    expect(entry).toMatchObject({
      actor: STAFF.email,
      action: 'site_updated',
      target: 'site firm',
      detail: 'phone, address.street, social.instagram, social.linkedin',
    });
  });

  it('refuses a stale version with 409, so two editors never overwrite each other silently', async () => {
    const loaded = await version();
    await put('controller', { ...CONTENT_SEED.controller, taxId: '900.123.456-7', version: loaded }).expect(
      200,
    );
    const stale = await put('controller', {
      ...CONTENT_SEED.controller,
      legalRepresentative: 'Laura Restrepo',
      version: loaded,
    }).expect(409);
    expect(stale.body).toEqual({
      statusCode: 409,
      message: expect.stringContaining('changed by someone else since it was loaded') as string,
    });
    const view = await staffView();
    expect(view.content.controller).toEqual({
      legalName: 'Abogados Medellín',
      taxId: '900.123.456-7',
      legalRepresentative: '',
    });
    expect(view.content.version).toBe(loaded + 1);
  });

  it('saves nothing and logs nothing when nothing changed', async () => {
    const current = await staffView();
    const entries = (await auditRows(running)).length;
    const { version: loaded, ...controller } = {
      ...current.content.controller,
      version: current.content.version,
    };
    const response = await put('controller', { ...controller, version: loaded }).expect(200);
    expect((response.body as StaffView).content.version).toBe(loaded);
    expect(await auditRows(running)).toHaveLength(entries);
  });

  it("saves the attorney's name and profile and keeps the photo", async () => {
    const loaded = await version();
    const profile = structuredClone(CONTENT_SEED.attorney.profile);
    profile.en.skills = ['Oral advocacy', 'Legal drafting'];
    profile.es.summary = 'Primera línea.\nSegunda línea.';
    const response = await put('attorney', { name: 'Dra. Ana Gómez', profile, version: loaded }).expect(200);
    const { content } = response.body as StaffView;
    expect(content.attorney).toEqual({ name: 'Dra. Ana Gómez', photo: null, profile });
    expect((await auditRows(running)).at(-1)).toMatchObject({
      target: 'site attorney',
      detail: 'name, profile.es.summary, profile.en.skills',
    });
  });

  describe('validation: a clear 400 naming the field, nothing stored', () => {
    const invalid: Array<[string, string, (version: number) => Body, string]> = [
      ['a phone without its country code', 'firm', (v) => firmBody(v, { phone: '300 123 4567' }), 'phone'],
      ['a phone that is not a number', 'firm', (v) => firmBody(v, { phone: '+57 300 CALL NOW' }), 'phone'],
      ['a chat number too short to exist', 'firm', (v) => firmBody(v, { whatsapp: '+57 300' }), 'whatsapp'],
      [
        'an email that is not a plain address',
        'firm',
        (v) => firmBody(v, { email: 'a@b?cc=c@d.co' }),
        'email',
      ],
      ['an empty firm name', 'firm', (v) => firmBody(v, { name: '   ' }), 'name'],
      ['a name with a bidi override', 'firm', (v) => firmBody(v, { name: 'Abogados \u202Eevil' }), 'name'],
      ['a name of 101 characters', 'firm', (v) => firmBody(v, { name: 'a'.repeat(101) }), 'name'],
      [
        'a street with a line break',
        'firm',
        (v) => firmBody(v, { address: { ...CONTENT_SEED.firm.address, street: 'Calle 10\nPiso 2' } }),
        'address.street',
      ],
      [
        'a country that is not a code',
        'firm',
        (v) => firmBody(v, { address: { ...CONTENT_SEED.firm.address, country: 'Colombia' } }),
        'address.country',
      ],
      [
        'an http:// link',
        'firm',
        (v) => firmBody(v, { social: [{ network: 'facebook', url: 'http://facebook.com/firma' }] }),
        'social.0.url',
      ],
      [
        "a link on another network's host",
        'firm',
        (v) => withLinks(v, ['facebook', ''], ['instagram', 'https://facebook.com.evil.example/x']),
        'social.1.url',
      ],
      [
        'a javascript: link',
        'firm',
        (v) => firmBody(v, { social: [{ network: 'x', url: 'javascript:alert(1)' }] }),
        'social.0.url',
      ],
      [
        'an unknown network',
        'firm',
        (v) => firmBody(v, { social: [{ network: 'myspace', url: '' }] }),
        'social.0.network',
      ],
      [
        'a network twice',
        'firm',
        (v) => withLinks(v, ['x', 'https://x.com/a'], ['x', 'https://x.com/b']),
        'social.1.network',
      ],
      ['a missing section part', 'firm', (v) => firmBody(v, { address: undefined }), 'address'],
      ['free-text hours, now a section of their own', 'firm', (v) => firmBody(v, { hours: {} }), 'hours'],
      ['an unknown field', 'firm', (v) => firmBody(v, { fax: '+57 4 000 0000' }), 'fax'],
      ['no version', 'firm', () => firmBody(1, { version: undefined }), 'version'],
      ['a link that is null', 'firm', (v) => firmBody(v, { social: [null] }), 'social'],
      ['an address that is text', 'firm', (v) => firmBody(v, { address: 'Medellín' }), 'address'],
      [
        'a profile without its Spanish half',
        'attorney',
        (v) => ({
          name: 'Dra. Laura Restrepo',
          profile: { ...CONTENT_SEED.attorney.profile, es: null },
          version: v,
        }),
        'profile.es',
      ],
      [
        'a version that is text',
        'controller',
        () => ({ ...CONTENT_SEED.controller, version: '1' }),
        'version',
      ],
      [
        'a tax id with a NUL byte',
        'controller',
        (v) => ({ ...CONTENT_SEED.controller, taxId: '900\u0000', version: v }),
        'taxId',
      ],
      [
        'thirteen skills',
        'attorney',
        (v) => {
          const profile = structuredClone(CONTENT_SEED.attorney.profile);
          profile.es.skills = Array.from({ length: 13 }, (_, i) => `Habilidad ${i}`);
          return { name: 'Dra. Laura Restrepo', profile, version: v };
        },
        'profile.es.skills',
      ],
      [
        'an empty diploma',
        'attorney',
        (v) => {
          const profile = structuredClone(CONTENT_SEED.attorney.profile);
          profile.en.education.diplomas = [' '];
          return { name: 'Dra. Laura Restrepo', profile, version: v };
        },
        'profile.en.education.diplomas',
      ],
      [
        'a photo sent with the profile',
        'attorney',
        (v) => ({ ...CONTENT_SEED.attorney, version: v }),
        'photo',
      ],
    ];

    it.each(invalid)('%s', async (_what, section, body, field) => {
      const before = await staffView();
      const response = await put(section, body(before.content.version)).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
      expect(await staffView()).toEqual(before);
    });

    /** A copy of `body` with the text at `path` replaced by `value`. */
    const replaced = (body: Body, path: Array<string | number>, value: string): Body => {
      const copy = structuredClone(body);
      let parent = copy as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      parent[path.at(-1)!] = value;
      return copy;
    };
    /**
     * Every text a section's body holds, with the field a 400 must name: the text's own path, except that a
     * list of texts (skills, diplomas) answers for the list as a whole; one entry of each such list.
     */
    const textFields = (
      value: unknown,
      path: Array<string | number> = [],
    ): Array<[Array<string | number>, string]> => {
      if (typeof value === 'string') {
        const inTextList = typeof path.at(-1) === 'number';
        return [[path, (inTextList ? path.slice(0, -1) : path).join('.')]];
      }
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        return value.length ? textFields(value[0], [...path, 0]) : [];
      }
      if (value && typeof value === 'object') {
        return Object.entries(value).flatMap(([key, item]) =>
          textFields(item, [...path, Array.isArray(value) ? Number(key) : key]),
        );
      }
      return [];
    };
    const SECTIONS: Record<string, Body> = {
      firm: structuredClone(CONTENT_SEED.firm) as unknown as Body,
      controller: structuredClone(CONTENT_SEED.controller) as unknown as Body,
      attorney: { name: CONTENT_SEED.attorney.name, profile: structuredClone(CONTENT_SEED.attorney.profile) },
    };
    const everyText = Object.entries(SECTIONS).flatMap(([section, body]) =>
      textFields(body).flatMap(([path, field]) => [
        [section, field, 'a right-to-left override', path, 'Texto \u202Eoculto'] as const,
        [section, field, '2,001 characters', path, 'a'.repeat(2001)] as const,
      ]),
    );

    it('covers every text of every section', () => {
      const fields = new Set(everyText.map(([section, field]) => `${section} ${field}`));
      for (const field of ['name', 'address.postalCode', 'social.5.url'])
        expect(fields).toContain(`firm ${field}`);
      for (const field of ['legalName', 'taxId', 'legalRepresentative'])
        expect(fields).toContain(`controller ${field}`);
      for (const field of [
        'profile.en.title',
        'profile.es.experience',
        'profile.es.summary',
        'profile.en.education.degree',
        'profile.en.education.specialization',
        'profile.es.experienceDetail',
        'profile.en.expertise',
      ])
        expect(fields).toContain(`attorney ${field}`);
    });

    it.each(everyText)('%s %s: %s is refused', async (section, field, _what, path, value) => {
      const before = await staffView();
      const body = { ...replaced(SECTIONS[section], [...path], value), version: before.content.version };
      const response = await put(section, body).expect(400);
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual([field]);
      expect(await staffView()).toEqual(before);
    });

    it('refuses a profile without its English half, naming it', async () => {
      const before = await staffView();
      const profile = { es: CONTENT_SEED.attorney.profile.es };
      const response = await put('attorney', {
        name: CONTENT_SEED.attorney.name,
        profile,
        version: before.content.version,
      }).expect(400);
      expect(Object.keys((response.body as { errors: object }).errors)).toEqual(['profile.en']);
      expect(await staffView()).toEqual(before);
    });

    it('refuses malformed JSON and another content type without a 500', async () => {
      const loaded = await version();
      await put('firm', {}).set('Content-Type', 'application/json').send('{"version":').expect(400);
      await request(http(running))
        .put('/api/admin/site/firm')
        .set('Cookie', cookie)
        .set('Content-Type', 'text/plain')
        .send('version=1')
        .expect(415);
      await put('firm', [] as unknown as Body).expect(400);
      expect(await version()).toBe(loaded);
    });
  });

  describe('images', () => {
    const photo = {
      id: 'k3J9x2',
      width: 1200,
      height: 1400,
      variants: [
        { width: 600, type: 'image/webp', url: '/media/k3J9x2/600.webp' },
        { width: 1200, type: 'image/jpeg', url: '/media/k3J9x2/1200.jpg' },
      ],
    } as const;

    // The photo slots are foreign keys to the images: the reference must name a stored image.
    beforeAll(async () => {
      await running.app.get(DataSource).getRepository(Image).insert({
        id: photo.id,
        originalType: 'image/jpeg',
        width: photo.width,
        height: photo.height,
        byteSize: 1000,
        createdAt: new Date(),
        createdBy: STAFF.email,
      });
    });

    it('setImage stores the reference, bumps the version and audits; null brings the illustration back', async () => {
      const service = running.app.get(ContentService);
      const loaded = await version();
      const changes: ChangedSection[][] = [];
      const stop = service.onChange((_snapshot, changed) => changes.push(changed));
      await service.setImage('hero', structuredClone(photo) as never, STAFF.email);
      expect(service.snapshot().version).toBe(loaded + 1);
      expect(((await request(http(running)).get('/api/site')).body as SiteContent).hero.photo).toEqual(photo);
      expect((await auditRows(running)).at(-1)).toMatchObject({ target: 'site hero', detail: 'photo' });
      await service.setImage('attorney', structuredClone(photo) as never, STAFF.email);
      expect((await staffView()).beforeLaunch.map(({ field }) => field)).not.toContain('attorney.photo');
      await service.setImage('hero', null, STAFF.email);
      expect(service.snapshot().hero.photo).toBeNull();
      stop();
      expect(changes).toEqual([['hero'], ['attorney'], ['hero']]);
    });

    it('setImage refuses a malformed reference and keeps the content', async () => {
      const service = running.app.get(ContentService);
      const before = service.snapshot();
      const bad = {
        ...photo,
        variants: [{ width: 600, type: 'image/gif', url: 'https://evil.example/x.gif' }],
      };
      await expect(service.setImage('hero', bad as never, STAFF.email)).rejects.toMatchObject({
        status: 400,
      });
      expect(service.snapshot()).toBe(before);
    });
  });

  it("the next acknowledgment carries the firm's new phone", async () => {
    const loaded = (await staffView()).content;
    await put('firm', {
      ...loaded.firm,
      phone: '+57 604 555 1234',
      whatsapp: '+57 310 765 4321',
      version: loaded.version,
    }).expect(200);
    await submit(running, { email: 'prospecto.nuevo@example.com' });
    const [ack] = await sink.waitFor('Recibimos tu solicitud de consulta');
    expect(ack.envelope.to).toEqual(['prospecto.nuevo@example.com']);
    expect(ack.mail.text).toContain('Teléfono: +57 604 555 1234');
    expect(ack.mail.text).toContain('https://wa.me/573107654321?text=');
    expect(ack.mail.text).not.toContain('+57 300 123 4567');
  });
});
