import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min, MinLength, ValidateIf } from 'class-validator';
import { DATE_TIME, IsDateTime } from '../../../common/date-time-rules';
import { MaxChars, MULTI_LINE } from '../../../common/text-rules';
import { IMAGE_ID } from '../../../images/image-rules';
import { NestedRules, Text, TextList } from '../../dto/content-rules';
import * as T from '../blog.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A body's limit: a long article is some 5,000 words. */
export const BODY_MAX_CHARS = 100_000;

/** A nullable nested object, documented as oneOf so validators let null through. */
function NullableNested(type: new () => object, description: string): PropertyDecorator {
  return (target, key) => {
    ApiExtraModels(type)(target.constructor);
    ApiProperty({
      oneOf: [{ $ref: getSchemaPath(type) }, { type: 'string', nullable: true, enum: [null] }],
      description,
    })(target, key);
    ValidateIf((_object, value) => value !== null)(target, key);
    NestedRules(String(key), type)(target, key);
  };
}

export class PostCoverDto implements T.PostCover {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The uploaded image; null for a bundled illustration',
  })
  imageId: string | null;

  @ApiProperty({ example: '/media/k3J9x2/1200.jpg', description: 'The fallback source (the widest JPEG)' })
  src: string;

  @ApiProperty({
    example: '/media/k3J9x2/400.webp 400w, /media/k3J9x2/800.webp 800w',
    description: "WebP widths; ''",
  })
  srcset: string;

  @ApiProperty({ type: 'integer' })
  width: number;

  @ApiProperty({ type: 'integer' })
  height: number;

  @ApiProperty()
  alt: string;
}

export class PostTranslationDto {
  @ApiProperty({ enum: T.POST_LANGUAGES })
  language: T.PostLanguage;

  @ApiProperty()
  slug: string;
}

/** A published post, as pages are rendered from it. */
export class PublicPostDto implements T.PublicPost {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: T.POST_LANGUAGES })
  language: T.PostLanguage;

  @ApiProperty({ example: 'divorcio-en-medellin-2025' })
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  excerpt: string;

  @ApiProperty({ description: 'The body rendered from Markdown: raw HTML escaped, safe links, heading ids' })
  html: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;

  @ApiProperty({ example: '2025-01-20', description: 'Its day in America/Bogota' })
  publishDate: string;

  @ApiProperty({ example: '5 min', description: 'Computed from the body' })
  readTime: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty()
  author: string;

  @ApiProperty({ description: "'': the title" })
  seoTitle: string;

  @ApiProperty({ description: "'': the excerpt" })
  seoDescription: string;

  @ApiProperty({ type: [String] })
  seoKeywords: string[];

  @NullableNested(PostCoverDto, 'null: no cover')
  cover: PostCoverDto | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @NullableNested(PostTranslationDto, 'Its published translation, or null')
  translation: PostTranslationDto | null;
}

export class BlogContentDto implements T.BlogContent {
  @ApiProperty({ type: PublicPostDto, isArray: true, description: 'Published posts, newest first' })
  posts: PublicPostDto[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { '/blog/old-slug': '/blog/new-slug' },
    description: 'Old post paths and where they now are (301)',
  })
  redirects: Record<string, string>;
}

export class CoverInputDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    pattern: IMAGE_ID.source,
    description:
      'An uploaded image (POST /api/admin/images); null keeps the bundled illustration a seeded post has',
  })
  @ValidateIf((_object, value) => value !== null)
  @Matches(IMAGE_ID, { message: 'cover.imageId must be the id of an uploaded image' })
  imageId: string | null;

  @Text('cover.alt', 200, { description: 'What the image shows, for those who cannot see it' })
  alt: string;
}

/** A post as staff write it. */
export class PostInputDto {
  @ApiProperty({ enum: T.POST_LANGUAGES })
  @IsIn(T.POST_LANGUAGES, { message: 'language must be es or en' })
  language: T.PostLanguage;

  @ApiProperty({
    required: false,
    maxLength: 100,
    pattern: SLUG.source,
    description: "Lower-case words joined by hyphens; '' or absent: made from the title",
  })
  @IsOptional()
  @IsString({ message: 'slug must be text' })
  @ValidateIf((_object, value) => value !== '')
  @Matches(SLUG, { message: 'slug must be lower-case letters and digits joined by single hyphens' })
  @MaxChars(100, { message: 'slug must be at most 100 characters' })
  slug?: string;

  @Text('title', 200)
  title: string;

  @Text('excerpt', 500, { multiLine: true })
  excerpt: string;

  @ApiProperty({ maxLength: BODY_MAX_CHARS, description: 'Markdown (raw HTML is shown as text)' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.normalize('NFC').trim() : value,
  )
  @IsString({ message: 'body must be text' })
  @Matches(MULTI_LINE, { message: 'body contains characters that are not allowed' })
  @MaxChars(BODY_MAX_CHARS, { message: `body must be at most ${BODY_MAX_CHARS} characters` })
  @MinLength(1, { message: 'body must not be empty' })
  body: string;

  @Text('category', 100)
  category: string;

  @TextList('tags', 12, 60)
  tags: string[];

  @Text('seoTitle', 200, { min: 0, description: "'': the title" })
  seoTitle: string;

  @Text('seoDescription', 300, { min: 0, multiLine: true, description: "'': the excerpt" })
  seoDescription: string;

  @TextList('seoKeywords', 12, 100)
  seoKeywords: string[];

  @NullableNested(CoverInputDto, 'null: no cover')
  cover: CoverInputDto | null;

  @Text('author', 120)
  author: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    format: 'uuid',
    description: 'Its translation, in the other language',
  })
  @ValidateIf((_object, value) => value !== null)
  @Matches(UUID, { message: 'translationId must be the id of a post in the other language, or null' })
  translationId: string | null;
}

export class UpdatePostDto extends PostInputDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'The revision the editor loaded (409 if another save came first)',
  })
  @IsInt({ message: 'revision must be the revision the editor loaded' })
  @Min(1, { message: 'revision must be the revision the editor loaded' })
  revision: number;
}

export class PublishPostDto {
  @ApiProperty({
    required: false,
    format: 'date-time',
    pattern: DATE_TIME.source,
    example: '2026-12-01T09:00:00-05:00',
    description:
      'When it goes live, with seconds and its offset: absent for now, a future time (at most five years ahead) ' +
      'schedules it, a past one (from 2000 on) dates it back',
  })
  // Absent means now; null is not a time (new Date(null) would date the post to 1970).
  @ValidateIf((_object, value) => value !== undefined)
  @IsDateTime('at')
  at?: string;
}

/** A post as staff see it. */
export class StaffPostDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: T.POST_LANGUAGES })
  language: T.PostLanguage;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  excerpt: string;

  @ApiProperty({ description: 'Markdown' })
  body: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty()
  seoTitle: string;

  @ApiProperty()
  seoDescription: string;

  @ApiProperty({ type: [String] })
  seoKeywords: string[];

  @NullableNested(PostCoverDto, 'null: no cover')
  cover: PostCoverDto | null;

  @ApiProperty()
  author: string;

  @ApiProperty({ type: 'string', nullable: true, format: 'uuid' })
  translationId: string | null;

  @ApiProperty({ enum: T.POST_STATUSES })
  status: T.PostStatus;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Published or scheduled for',
  })
  publishAt: string | null;

  @ApiProperty({ type: 'integer', description: 'Counts the saves; send it back with the next one' })
  revision: number;

  @ApiProperty({ example: '5 min' })
  readTime: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({ example: '/blog/divorcio-en-medellin-2025', description: 'Its page once published' })
  path: string;

  @ApiProperty({
    example: '/blog/preview/…',
    description: 'A private preview of the page (noindex), for staff',
  })
  previewPath: string;
}

export class RevisionSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: 'integer' })
  revision: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  actor: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
