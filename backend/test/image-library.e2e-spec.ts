import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { type StaffPost } from '../src/content/blog/staff-post';
import { type ImageRefDto } from '../src/images/dto/image-ref.dto';
import { auditRows } from './data-rights-seed';
import { draft, edited, POSTS } from './blog-fixtures';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';
import { png } from './image-fixtures';

const LIBRARY = '/api/admin/images';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Listed {
  id: string;
  byteSize: number;
  createdAt: string;
  variants: ImageRefDto['variants'];
  uses: Array<Record<string, unknown>>;
}

/** Staff's image library: every upload with where it is used, and deleting the unused ones. */
describe(`the image library on ${ENGINE}`, () => {
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

  const api = (app = running) => request(http(app));

  async function uploaded(side = 400): Promise<ImageRefDto> {
    const response = await api()
      .post(LIBRARY)
      .set('Cookie', cookie)
      .attach('file', await png(side, side), { filename: 'photo.png', contentType: 'image/png' });
    expect(response.status).toBe(201);
    return response.body as ImageRefDto;
  }

  async function listed(id: string, app = running): Promise<Listed | undefined> {
    const response = await api(app).get(LIBRARY).set('Cookie', cookie).expect(200);
    return (response.body as Listed[]).find((image) => image.id === id);
  }

  const remove = (id: string, app = running) => api(app).delete(`${LIBRARY}/${id}`).set('Cookie', cookie);

  const setPhoto = (slot: 'attorney' | 'hero', imageId: string | null) =>
    api().put(`/api/admin/site/photos/${slot}`).set('Cookie', cookie).send({ imageId });

  async function post(changes: Record<string, unknown> = {}): Promise<StaffPost> {
    const response = await api().post(POSTS).set('Cookie', cookie).send(draft(changes));
    expect(response.status).toBe(201);
    return response.body as StaffPost;
  }

  const savePost = (saved: StaffPost, changes: Record<string, unknown>) =>
    api().put(`${POSTS}/${saved.id}`).set('Cookie', cookie).send(edited(saved, changes));

  it('lists an upload with its size, time, variant URLs and no uses', async () => {
    const image = await uploaded(420);
    expect(await listed(image.id)).toEqual({
      id: image.id,
      width: 420,
      height: 420,
      originalType: 'image/png',
      byteSize: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdBy: STAFF.email,
      variants: image.variants,
      uses: [],
    });
  });

  it("refuses to delete the attorney's photo with 409 and its use, deletes it once it is off", async () => {
    const image = await uploaded();
    expect((await setPhoto('attorney', image.id)).status).toBe(200);
    expect((await listed(image.id))?.uses).toEqual([{ kind: 'attorney' }]);

    const refused = await remove(image.id).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      message: expect.stringContaining('in use'),
      uses: [{ kind: 'attorney' }],
    });
    await api().get(image.variants[0].url).expect(200);

    expect((await setPhoto('attorney', null)).status).toBe(200);
    await remove(image.id).expect(204);
    expect(await listed(image.id)).toBeUndefined();
  });

  it("refuses the home page's photo and a post's cover or inline image, naming the post", async () => {
    const image = await uploaded();
    expect((await setPhoto('hero', image.id)).status).toBe(200);
    const covered = await post({ title: 'Con portada', cover: { imageId: image.id, alt: 'Un juzgado' } });
    const inline = await post({
      language: 'en',
      title: 'With a picture',
      body: `Text.\n\n![A court](${image.variants[1].url})`,
    });

    const refused = await remove(image.id).expect(409);
    const uses = refused.body.uses as Listed['uses'];
    expect(uses).toEqual(
      expect.arrayContaining([
        { kind: 'hero' },
        {
          kind: 'blog-post',
          id: covered.id,
          title: 'Con portada',
          language: 'es',
          status: 'draft',
          field: 'cover',
        },
        {
          kind: 'blog-post',
          id: inline.id,
          title: 'With a picture',
          language: 'en',
          status: 'draft',
          field: 'body',
        },
      ]),
    );
    expect(uses).toHaveLength(3);
    expect((await listed(image.id))?.uses).toEqual(uses);

    expect((await setPhoto('hero', null)).status).toBe(200);
    expect((await savePost(covered, { cover: null })).status).toBe(200);
    await remove(image.id).expect(409);
    await api().delete(`${POSTS}/${inline.id}`).set('Cookie', cookie).expect(204);
    await remove(image.id).expect(204);
  });

  it('after a delete every /media URL of it answers 404, not kept for a year; the variants are gone', async () => {
    const image = await uploaded(700);
    for (const variant of image.variants) await api().get(variant.url).expect(200);
    await remove(image.id).expect(204);
    for (const variant of image.variants) {
      const gone = await api().get(variant.url);
      expect({ url: variant.url, status: gone.status }).toEqual({ url: variant.url, status: 404 });
      expect(gone.headers['cache-control']).toBe('no-store');
    }
    await remove(image.id).expect(404);
    const left = (await running.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM image_variants WHERE image_id = '${image.id}'`)) as Array<{
      n: number | string;
    }>;
    expect(Number(left[0].n)).toBe(0);
  });

  it('records the deletion in the activity log', async () => {
    const image = await uploaded(300);
    await remove(image.id).expect(204);
    const entry = (await auditRows(running)).find(
      (row) => row.target === `image ${image.id}` && row.action === 'image_deleted',
    );
    expect(entry).toMatchObject({ actor: STAFF.email, detail: expect.stringContaining('300×300') });
  });

  it('answers 404 to an id that is malformed or names no image', async () => {
    await remove('AAAAAAAAAAAAAAAA').expect(404);
    await remove('not-an-id').expect(404);
  });

  it('is for staff only (401) and refuses a cross-site delete (403), deleting nothing', async () => {
    const image = await uploaded(310);
    await api().get(LIBRARY).expect(401);
    await api().delete(`${LIBRARY}/${image.id}`).expect(401);
    const crossSite = await remove(image.id).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(crossSite.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    expect(await listed(image.id)).toBeDefined();
  });

  it('never leaves a cover or a photo on a deleted image when the delete and the attach race', async () => {
    const target = await post({ title: 'Carrera' });
    for (let round = 0; round < 6; round += 1) {
      const image = await uploaded(300 + round);
      const current = (await api().get(`${POSTS}/${target.id}`).set('Cookie', cookie).expect(200))
        .body as StaffPost;
      const [attached, photo, deleted] = await Promise.all([
        savePost(current, { cover: { imageId: image.id, alt: 'Carrera' } }),
        setPhoto(round % 2 === 0 ? 'attorney' : 'hero', image.id),
        remove(image.id),
      ]);
      // Either the delete came first (both attaches refused as naming no image), or it is refused.
      if (deleted.status === 204) {
        expect([attached.status, photo.status]).toEqual([400, 400]);
      } else {
        expect(deleted.status).toBe(409);
        expect(attached.status === 200 || photo.status === 200).toBe(true);
      }
      const after = (await api().get(`${POSTS}/${target.id}`).set('Cookie', cookie).expect(200))
        .body as StaffPost;
      const site = (await api().get('/api/admin/site').set('Cookie', cookie).expect(200)).body as {
        content: { attorney: { photo: { id: string } | null }; hero: { photo: { id: string } | null } };
      };
      const shown = [after.cover?.imageId, site.content.attorney.photo?.id, site.content.hero.photo?.id];
      for (const id of shown.filter((value): value is string => typeof value === 'string')) {
        expect(await listed(id)).toBeDefined();
      }
      await setPhoto('attorney', null);
      await setPhoto('hero', null);
    }
  });

  it("stops serving a deleted image on another instance at once, from that instance's memory cache too", async () => {
    const image = await uploaded(500);
    const url = image.variants[1].url;
    const other = await workspace.start(ENGINE === 'postgres' ? { CONTENT_POLL_MS: '60000' } : {});
    try {
      const there = await api(other).get(url).expect(200);
      expect(there.headers['cache-control']).toBe(IMMUTABLE);
      await remove(image.id).expect(204);
      const gone = await api(other).get(url).expect(404);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect(await listed(image.id, other)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
