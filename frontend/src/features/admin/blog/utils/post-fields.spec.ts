import type { StaffPost } from '../../../../lib/api/endpoints';
import { staffI18n } from '../../shared/i18n/use-staff-i18n';
import {
  bogotaDateTime,
  commaList,
  draftOf,
  emptyDraft,
  inputOf,
  isStaleSave,
  postFieldErrors,
  postStatusText,
  publicPath,
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
