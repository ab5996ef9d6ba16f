import type { StaffPost } from '../../../../lib/api/endpoints';
import { staffI18n } from '../../shared/i18n/use-staff-i18n';
import {
  afterSave,
  bogotaDateTime,
  commaList,
  draftOf,
  emptyDraft,
  inputOf,
  isStaleSave,
  missingForDraft,
  postFieldErrors,
  postStatusText,
  publicPath,
  sameInput,
} from './post-fields';

function staffPost(overrides: Partial<StaffPost> = {}): StaffPost {
  return {
    id: '3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
    language: 'es',
    slug: 'tutela',
    title: 'La tutela',
    excerpt: 'Resumen',
    body: '## Qué es',
    category: 'Derecho Administrativo',
    tags: ['tutela', 'derechos'],
    seoTitle: '',
    seoDescription: '',
    seoKeywords: ['tutela Medellín'],
    cover: { imageId: null, alt: 'Un juzgado', src: '/assets/x.jpg', srcset: '', width: 1200, height: 800 },
    author: 'Dra. Ana',
    translationId: null,
    status: 'draft',
    publishAt: null,
    revision: 3,
    readTime: '1 min',
    path: '/blog/tutela',
    previewPath: '/blog/preview/x',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-02T12:00:00.000Z',
    ...overrides,
  };
}

const failure = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe('a post in the editor', () => {
  it('goes back to what it was loaded from, lists split on commas and a seeded cover kept as its illustration', () => {
    const post = staffPost();
    const input = inputOf(draftOf(post));
    expect(input).toEqual({
      language: 'es',
      title: 'La tutela',
      slug: 'tutela',
      excerpt: 'Resumen',
      body: '## Qué es',
      category: 'Derecho Administrativo',
      tags: ['tutela', 'derechos'],
      seoTitle: '',
      seoDescription: '',
      seoKeywords: ['tutela Medellín'],
      cover: { imageId: null, alt: 'Un juzgado' },
      author: 'Dra. Ana',
      translationId: null,
    });
  });

  it('starts a new post empty but for its language and author, the slug left to the server', () => {
    const input = inputOf(emptyDraft('en', 'Dra. Ana'));
    expect(input).toMatchObject({ language: 'en', author: 'Dra. Ana', slug: '', cover: null, tags: [] });
  });

  it('reads comma-separated lists, leaving out empty items', () => {
    expect(commaList(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(commaList('')).toEqual([]);
  });

  it("builds the public address in the post's language", () => {
    expect(publicPath('es', 'tutela')).toBe('/blog/tutela');
    expect(publicPath('en', 'criminal-lawyer')).toBe('/en/blog/criminal-lawyer');
  });
});

describe("the server's answers to a save", () => {
  it('maps the field errors of a 400 and the slug of a 409', () => {
    expect(
      postFieldErrors(failure(400, { statusCode: 400, errors: { title: 'x', 'cover.alt': 'y' } })),
    ).toEqual({
      title: 'x',
      'cover.alt': 'y',
    });
    expect(postFieldErrors(failure(409, { statusCode: 409, errors: { slug: 'taken' } }))).toEqual({
      slug: 'taken',
    });
    expect(postFieldErrors(failure(500, { errors: { title: 'x' } }))).toEqual({});
    expect(postFieldErrors(new TypeError('offline'))).toEqual({});
  });

  it('tells a save that came too late from a taken slug', () => {
    expect(isStaleSave(failure(409, { statusCode: 409, message: 'changed' }))).toBe(true);
    expect(isStaleSave(failure(409, { statusCode: 409, errors: { slug: 'taken' } }))).toBe(false);
    expect(isStaleSave(failure(400, { statusCode: 400 }))).toBe(false);
  });
});

describe('times on Medellín’s clock', () => {
  it('sends a typed date and time with the -05:00 offset', () => {
    expect(bogotaDateTime('2026-12-24', '18:30')).toBe('2026-12-24T18:30:00-05:00');
    expect(new Date(bogotaDateTime('2026-12-24', '21:00')!).toISOString()).toBe('2026-12-25T02:00:00.000Z');
    expect(bogotaDateTime('', '18:30')).toBeNull();
    expect(bogotaDateTime('2026-12-24', '')).toBeNull();
  });

  it('says draft, scheduled for a date and time, or published on a day, in Medellín', () => {
    const en = staffI18n('en');
    expect(postStatusText(staffPost(), en)).toBe('Draft');
    // 02:00 UTC on the 25th is 21:00 on the 24th in Medellín.
    const scheduled = postStatusText(
      staffPost({ status: 'scheduled', publishAt: '2026-12-25T02:00:00.000Z' }),
      en,
    );
    expect(scheduled.replace(/[\u00a0\u202f]/g, ' ')).toMatch(
      /^Scheduled for December 24, 2026(,| at) 9:00 PM$/,
    );
    expect(
      postStatusText(staffPost({ status: 'published', publishAt: '2026-12-25T02:00:00.000Z' }), en),
    ).toBe('Published December 24, 2026');
    expect(
      postStatusText(
        staffPost({ status: 'published', publishAt: '2026-12-25T02:00:00.000Z' }),
        staffI18n('es'),
      ),
    ).toBe('Publicada el 24 de diciembre de 2026');
  });
});

describe('missingForDraft', () => {
  it('names the empty fields a draft needs, in the form order, until none is left', () => {
    const draft = emptyDraft('es', 'Dra. Ana');
    expect(missingForDraft(draft)).toEqual(['title', 'excerpt', 'body', 'category']);
    expect(missingForDraft({ ...draft, title: 'La tutela', body: '   ', author: ' ' })).toEqual([
      'excerpt',
      'body',
      'category',
      'author',
    ]);
    const full = { ...draft, title: 'La tutela', excerpt: 'Resumen', body: 'Texto', category: 'Penal' };
    expect(missingForDraft(full)).toEqual([]);
    // The slug, the tags and the SEO fields are optional: the server makes the slug from the title.
    expect(missingForDraft({ ...full, slug: '', tags: '', seoTitle: '' })).toEqual([]);
    const cover = { imageId: 'k3J9x2AbCdEfGh12', alt: ' ', src: '/media/k3J9x2AbCdEfGh12/1200.jpg' };
    expect(missingForDraft({ ...full, cover })).toEqual(['cover.alt']);
    expect(missingForDraft({ ...full, cover: { ...cover, alt: 'Un juzgado' } })).toEqual([]);
  });
});

describe('sameInput and afterSave', () => {
  const typed = { ...emptyDraft('es', 'Dra. Ana'), title: 'La tutela ', excerpt: 'Resumen', body: 'Hola ' };

  it('counts spaces around a text as the same post, as the server stores it', () => {
    expect(sameInput(typed, { ...typed, title: 'La tutela', body: 'Hola' })).toBe(true);
    expect(sameInput(typed, { ...typed, body: 'Hola mundo' })).toBe(false);
  });

  it('keeps what was typed since the save was sent and what was stored as typed; shows what the server made', () => {
    const saved = { ...typed, title: 'La tutela', body: 'Hola', slug: 'la-tutela' };
    // Nothing typed since: the texts stay as typed (spaces and all), the slug the server made appears.
    expect(afterSave(typed, typed, saved)).toEqual({ ...typed, slug: 'la-tutela' });
    // The body typed on meanwhile stays; the title the server changed otherwise shows as stored.
    const current = { ...typed, body: 'Hola mundo' };
    expect(afterSave(current, typed, { ...saved, title: 'Otra' })).toEqual({
      ...current,
      title: 'Otra',
      slug: 'la-tutela',
    });
  });
});
