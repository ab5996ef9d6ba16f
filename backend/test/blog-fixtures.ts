import { type StaffPost } from '../src/content/blog/staff-post';

// A blog post as the staff API takes it, for the blog and contract tests.

export type Body = Record<string, unknown>;

export const POSTS = '/api/admin/blog/posts';

/** A body with a heading, raw HTML, a javascript: link and an outside link. */
export const BODY = [
  'La acción de tutela protege los derechos fundamentales cuando no hay otro medio de defensa.',
  '',
  '## Plazos y términos',
  '',
  'El juez decide en 10 días. <script>alert("x")</script>',
  '',
  '[Pulsa aquí](javascript:alert(1)) o lee la [Corte Constitucional](https://www.corteconstitucional.gov.co).',
].join('\n');

/** A valid new post: a draft in Spanish without a cover. */
export const draft = (changes: Body = {}): Body => ({
  language: 'es',
  title: 'Qué hacer tras un accidente de tránsito',
  excerpt: 'Los primeros pasos después de un choque en Medellín: el informe, el SOAT y los plazos.',
  body: BODY,
  category: 'Derecho Civil',
  tags: ['accidente', 'responsabilidad civil'],
  seoTitle: '',
  seoDescription: '',
  seoKeywords: ['accidente de tránsito Medellín'],
  cover: null,
  author: 'Abogados Medellín',
  translationId: null,
  ...changes,
});

/** What the editor sends back to save a post it loaded: its fields and revision, with changes. */
export function edited(post: StaffPost, changes: Body = {}): Body {
  const {
    id: _id,
    status: _status,
    publishAt: _publishAt,
    readTime: _readTime,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    path: _path,
    previewPath: _previewPath,
    cover,
    ...fields
  } = post;
  return { ...fields, cover: cover && { imageId: cover.imageId, alt: cover.alt }, ...changes };
}
