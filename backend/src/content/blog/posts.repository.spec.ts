import { randomUUID } from 'node:crypto';
import { ENGINE } from '../../../test/harness';
import { useRepositoryDatabase } from '../../../test/repository-database';
import { BlogPostRow, BlogRevisionRow, BlogSlugRow } from './blog-post.entity';
import { rowFields } from './blog-store';
import { type PostFields, type PostLanguage } from './blog.types';
import { PostRevisionsRepository } from './post-revisions.repository';
import { postColumns, PostsRepository, SlugTaken } from './posts.repository';

const at = new Date('2026-03-02T15:00:00.000Z');

function fields(slug: string, language: PostLanguage = 'es', changes: Partial<PostFields> = {}): PostFields {
  return {
    language,
    slug,
    title: `Post ${slug}`,
    excerpt: 'Un resumen.',
    body: 'El texto.',
    category: 'Derecho Civil',
    tags: ['uno'],
    seoTitle: '',
    seoDescription: '',
    seoKeywords: [],
    cover: null,
    author: 'Abogados Medellín',
    translationId: null,
    ...changes,
  };
}

function row(post: PostFields, changes: Partial<BlogPostRow> = {}): BlogPostRow {
  return Object.assign(new BlogPostRow(), {
    ...postColumns(post),
    id: randomUUID(),
    status: 'draft',
    publishAt: null,
    previewToken: randomUUID(),
    revision: 1,
    createdAt: at,
    updatedAt: at,
    ...changes,
  });
}

describe(`PostsRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let posts: PostsRepository;
  const stored = async (id: string) => (await posts.byId(id))!;

  beforeAll(() => {
    posts = new PostsRepository(database().getRepository(BlogPostRow), database().getRepository(BlogSlugRow));
  });

  it('stores a post and reads its fields back as they were given', async () => {
    const post = row(fields('guardado', 'en', { tags: ['a', 'b'], seoKeywords: ['k'] }));
    await posts.insert(post);
    expect(rowFields(await stored(post.id))).toEqual(
      fields('guardado', 'en', { tags: ['a', 'b'], seoKeywords: ['k'] }),
    );
    expect(await posts.exists(post.id)).toBe(true);
    expect((await posts.byPreviewToken(post.previewToken))?.id).toBe(post.id);
  });

  it('refuses a second post with a slug of the language as SlugTaken, in another language it is free', async () => {
    await posts.insert(row(fields('repetido')));
    await expect(posts.insert(row(fields('repetido')))).rejects.toBeInstanceOf(SlugTaken);
    await expect(posts.insert(row(fields('repetido', 'en')))).resolves.toBeUndefined();
    expect(await posts.slugTaken('es', 'repetido', randomUUID())).toBe(true);
  });

  it('saves fields only over the revision loaded, and moving to a taken slug is SlugTaken', async () => {
    const post = row(fields('editado'));
    await posts.insert(post);
    await posts.insert(row(fields('ocupado')));
    expect(await posts.writeFields(post.id, 1, fields('editado', 'es', { title: 'Nuevo' }), at)).toBe(true);
    expect(await stored(post.id)).toMatchObject({ title: 'Nuevo', revision: 2 });
    expect(await posts.writeFields(post.id, 1, fields('editado', 'es', { title: 'Viejo' }), at)).toBe(false);
    await expect(posts.writeFields(post.id, 2, fields('ocupado'), at)).rejects.toBeInstanceOf(SlugTaken);
    expect(await stored(post.id)).toMatchObject({ title: 'Nuevo', slug: 'editado', revision: 2 });
  });

  it('publishes a scheduled post for exactly one of several racing publishers', async () => {
    const post = row(fields('programado'), { status: 'scheduled', publishAt: at });
    await posts.insert(post);
    expect((await posts.scheduled()).map((each) => each.id)).toContain(post.id);
    const won = await Promise.all([1, 2, 3].map(() => posts.publishIfScheduled(post.id)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect((await stored(post.id)).status).toBe('published');
    expect(await posts.publishIfScheduled(post.id)).toBe(false);
  });

  it('sets the status, and shows only the published and scheduled posts', async () => {
    const post = row(fields('estado'));
    await posts.insert(post);
    expect((await posts.shown()).map((each) => each.id)).not.toContain(post.id);
    await posts.setStatus(post.id, 'published', at, at);
    expect((await posts.shown()).map((each) => each.id)).toContain(post.id);
    expect((await posts.shown(post.id)).map((each) => each.id)).not.toContain(post.id);
    await posts.setStatus(post.id, 'draft', null, at);
    expect(await stored(post.id)).toMatchObject({ status: 'draft', publishAt: null });
  });

  it('links a translation with its revision moved on, and a removed post leaves no link nor old slug', async () => {
    const es = row(fields('traducido'));
    const en = row(fields('translated', 'en'));
    await posts.insert(es);
    await posts.insert(en);
    await posts.setTranslation({ id: en.id }, es.id);
    expect(await stored(en.id)).toMatchObject({ translationId: es.id, revision: 2 });
    await posts.setTranslation({ id: en.id, translationId: randomUUID() }, null);
    expect((await stored(en.id)).translationId).toBe(es.id);

    await posts.keepOldSlug('es', 'antes', es.id);
    expect(await posts.oldSlugTaken('es', 'antes', en.id)).toBe(true);
    expect(await posts.oldSlugTaken('es', 'antes', es.id)).toBe(false);
    expect(await posts.oldSlugsOf([es.id])).toEqual([{ language: 'es', slug: 'antes', postId: es.id }]);

    await posts.remove(es.id);
    expect(await posts.exists(es.id)).toBe(false);
    expect(await stored(en.id)).toMatchObject({ translationId: null, revision: 3 });
    expect(await posts.oldSlugsOf([es.id])).toEqual([]);
  });

  it('moves an old slug to the post that had it last, and forgets it', async () => {
    const a = row(fields('a'));
    const b = row(fields('b'));
    await posts.insert(a);
    await posts.insert(b);
    await posts.keepOldSlug('es', 'compartido', a.id);
    await posts.keepOldSlug('es', 'compartido', b.id);
    expect(await posts.oldSlugsOf([a.id, b.id])).toEqual([
      { language: 'es', slug: 'compartido', postId: b.id },
    ]);
    await posts.forgetOldSlug('es', 'compartido');
    expect(await posts.oldSlugsOf([a.id, b.id])).toEqual([]);
  });
});

describe(`PostRevisionsRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let revisions: PostRevisionsRepository;
  let postId: string;

  beforeAll(async () => {
    revisions = new PostRevisionsRepository(database().getRepository(BlogRevisionRow));
    const post = row(fields('revisado'));
    await new PostsRepository(
      database().getRepository(BlogPostRow),
      database().getRepository(BlogSlugRow),
    ).insert(post);
    postId = post.id;
  });

  it('keeps the newest saves only, newest first, each with its fields', async () => {
    for (let revision = 1; revision <= 5; revision += 1)
      await revisions.add(postId, revision, fields(`r${revision}`), 'staff@example.com', at, 3);
    const kept = await revisions.newest(postId, 10);
    expect(kept.map((each) => each.revision)).toEqual([5, 4, 3]);
    expect(JSON.parse(kept[0].fields)).toEqual(fields('r5'));
    expect((await revisions.newest(postId, 2)).map((each) => each.revision)).toEqual([5, 4]);
  });

  it("finds a save by its id within its post only, and removes all of a post's", async () => {
    const [newest] = await revisions.newest(postId, 1);
    expect((await revisions.byId(postId, newest.id))?.revision).toBe(5);
    expect(await revisions.byId(randomUUID(), newest.id)).toBeNull();
    await revisions.removeAll(postId);
    expect(await revisions.newest(postId, 10)).toEqual([]);
  });
});
