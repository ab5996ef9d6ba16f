import { Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { PostLanguage, StaffPost } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { errorAt, type FieldErrors } from '../../shared/utils/form-fields';
import { BodyField } from './body-field';
import { CoverField } from './cover-field';
import { POST_LANGUAGES, postFieldId, publicPath, type PostDraft } from '../utils/post-fields';

const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

type TextKey =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'category'
  | 'tags'
  | 'seoTitle'
  | 'seoDescription'
  | 'seoKeywords'
  | 'author';

/**
 * Every field of a post, one above the other on a phone. The server's message about a field is shown beside
 * it (a list's items' messages beside the list).
 */
export function PostFields({
  draft,
  errors,
  posts,
  origin,
  banner,
  onChange,
}: {
  draft: PostDraft;
  errors: FieldErrors;
  /** Every post, for the translation's choices (those in the other language). */
  posts: StaffPost[];
  /** The site's address, to show the post's public URL in full. */
  origin: string;
  /** What the post is and the date it carries, over the body's preview. */
  banner: string;
  onChange: (patch: Partial<PostDraft>) => void;
}) {
  const { copy } = useStaffI18n();
  const t = copy.blog.fields;
  const other = posts.filter((post) => post.language !== draft.language);

  const text = (key: TextKey, label: string, description?: string, multiLine = false) => {
    const props = {
      id: postFieldId(key),
      label,
      description,
      value: draft[key],
      error: errorAt(errors, key, { list: key === 'tags' || key === 'seoKeywords' }),
      styles: READABLE,
      autoComplete: 'off',
    };
    return multiLine ? (
      <Textarea
        {...props}
        autosize
        minRows={2}
        maxRows={8}
        onChange={(event) => onChange({ [key]: event.currentTarget.value })}
      />
    ) : (
      <TextInput {...props} onChange={(event) => onChange({ [key]: event.currentTarget.value })} />
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          id={postFieldId('language')}
          label={t.language}
          value={draft.language}
          error={errorAt(errors, 'language')}
          onChange={(event) => {
            const language = event.currentTarget.value as PostLanguage;
            // A translation is in the other language: changing this one's language undoes the link.
            onChange({ language, translationId: null });
          }}
          data={POST_LANGUAGES.map((value) => ({ value, label: copy.blog.languages[value] }))}
        />
        <NativeSelect
          id={postFieldId('translationId')}
          label={t.translation}
          description={t.translationHelp}
          styles={READABLE}
          value={draft.translationId ?? ''}
          error={errorAt(errors, 'translationId')}
          onChange={(event) => onChange({ translationId: event.currentTarget.value || null })}
          data={[
            { value: '', label: t.noTranslation },
            ...other.map((post) => ({ value: post.id, label: post.title || copy.blog.untitled })),
          ]}
        />
      </SimpleGrid>
      {text('title', t.title)}
      <div>
        {text('slug', t.slug, t.slugHelp)}
        {draft.slug.trim() !== '' && (
          <Text fz="sm" mt={4} c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {t.publicUrl}:{' '}
            <Text span fz="sm" c="dark" data-public-url>
              {origin + publicPath(draft.language, draft.slug.trim())}
            </Text>
          </Text>
        )}
      </div>
      {text('excerpt', t.excerpt, undefined, true)}
      <BodyField
        value={draft.body}
        error={errorAt(errors, 'body')}
        banner={banner}
        onChange={(body) => onChange({ body })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('category', t.category)}
        {text('tags', t.tags, t.tagsHelp)}
        {text('author', t.author)}
      </SimpleGrid>
      <CoverField
        cover={draft.cover}
        errors={{
          image: errorAt(errors, 'cover.imageId') ?? errorAt(errors, 'cover'),
          alt: errorAt(errors, 'cover.alt'),
        }}
        onChange={(cover) => onChange({ cover })}
      />
      <Fieldset legend={t.seo} p={{ base: 'xs', sm: 'md' }} miw={0}>
        <Stack gap="sm">
          {text('seoTitle', t.seoTitle, t.seoTitleHelp)}
          {text('seoDescription', t.seoDescription, t.seoDescriptionHelp, true)}
          {text('seoKeywords', t.seoKeywords, t.tagsHelp)}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
