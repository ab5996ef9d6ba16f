import { renderMarkdown } from '@abogados/shared';
import { Box, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { reportStaffFailure } from '../../shared/hooks/staff-failure';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { uploadImage } from '../../shared/api/upload-image';
import {
  checkUploadSize,
  describeUploadRefusal,
  ImageFileInput,
} from '../../shared/components/image-file-input';
import { uploadRefusal } from '../../shared/utils/form-fields';
import classes from './blog.module.css';
import { MarkdownToolbar } from './markdown-toolbar';
import { postFieldId } from '../utils/post-fields';

/** Help text dark enough to read (Mantine's dimmed grey is too faint on white). */
const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/** The Markdown of an uploaded image: its widest WebP (the server gives the page every width as a srcset). */
export function imageMarkdown(alt: string, variants: { width: number; type: string; url: string }[]): string {
  const widest = variants
    .filter((variant) => variant.type === 'image/webp')
    .reduce((best, variant) => (variant.width > best.width ? variant : best));
  return `![${alt}](${widest.url})`;
}

/**
 * The body in Markdown, with a formatting toolbar over it, and its live preview (headed by what the post is:
 * a draft, scheduled, on the site, and the date it carries), rendered by the same renderer the server uses (raw HTML comes
 * out escaped, so the preview's HTML is safe to insert). Side by side on a wide screen; on a phone one at a
 * time, with a Write/Preview switch.
 */
export function BodyField({
  value,
  error,
  banner,
  onChange,
}: {
  value: string;
  error?: string;
  /** What the post is and the date it carries, over the preview. */
  banner: string;
  onChange: (value: string) => void;
}) {
  const i18n = useStaffI18n();
  const t = i18n.copy.blog.fields;
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The alt text to select once the text holding it is on screen: in the same commit, so no keystroke can land
  // between the new text and its selection.
  const selectAfterRender = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const range = selectAfterRender.current;
    if (!range || !textarea.current) return;
    selectAfterRender.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(...range);
  }, [value]);
  // An image goes in its own paragraph where the cursor is (or at the end), and the cursor lands on its alt text.
  const insert = useMutation({
    // The server's limit, before the file is sent.
    mutationFn: (file: File) => uploadImage(checkUploadSize(file)),
    onSuccess: (image) => {
      const at = textarea.current?.selectionStart ?? value.length;
      const before = value.slice(0, at).replace(/\s*$/, '');
      const after = value.slice(at).replace(/^\s*/, '');
      const block = imageMarkdown(t.imageAlt, image.variants);
      const head = before === '' ? '' : `${before}\n\n`;
      const start = head.length + 2;
      selectAfterRender.current = [start, start + t.imageAlt.length];
      onChange(`${head}${block}${after === '' ? '' : `\n\n${after}`}`);
    },
    onError: (error) => {
      if (uploadRefusal(error) === null) reportStaffFailure(error, i18n);
    },
  });
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  // Typing stays quick on a long post: the preview follows when the browser has time.
  const deferred = useDeferredValue(value);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  const previewTitleId = useId();
  const showWrite = wide || mode === 'write';
  const showPreview = wide || mode === 'preview';

  return (
    <Stack gap="xs">
      {!wide && (
        <SegmentedControl
          aria-label={t.bodyView}
          value={mode}
          onChange={(next) => setMode(next === 'preview' ? 'preview' : 'write')}
          data={[
            { value: 'write', label: t.write },
            { value: 'preview', label: t.preview },
          ]}
          fullWidth
        />
      )}
      <SimpleGrid cols={wide ? 2 : 1} spacing="md">
        {/* Hidden, not unmounted: what is typed and the cursor stay while the preview is shown. */}
        <Box hidden={!showWrite} miw={0}>
          <Textarea
            ref={textarea}
            id={postFieldId('body')}
            label={t.body}
            description={t.bodyHelp}
            autosize
            minRows={12}
            maxRows={30}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
            styles={{ ...READABLE, input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            inputContainer={(input) => (
              <>
                <MarkdownToolbar field={postFieldId('body')} imageInput={postFieldId('body.image')} />
                {input}
              </>
            )}
          />
          <Box mt="xs">
            <ImageFileInput
              id={postFieldId('body.image')}
              label={t.insertImage}
              help={t.insertImageHelp}
              error={describeUploadRefusal(insert.error, i18n.copy)}
              pending={insert.isPending}
              pendingLabel={i18n.copy.blog.cover.uploading}
              onFile={(file) => insert.mutate(file)}
            />
          </Box>
        </Box>
        {showPreview && (
          <Paper
            component="section"
            aria-labelledby={previewTitleId}
            withBorder
            radius="sm"
            p="md"
            miw={0}
            bg="gray.0"
            // Beside the text, as tall as it may grow, scrolling on its own (and reachable by keyboard to do so).
            mah={wide ? '75vh' : undefined}
            style={wide ? { overflowY: 'auto' } : undefined}
            tabIndex={wide ? 0 : undefined}
          >
            <Title order={3} fz="sm" c="gray.7" id={previewTitleId} mb="xs">
              {t.previewTitle}
            </Title>
            <Text className={classes.banner} data-preview-banner>
              {banner}
            </Text>
            {deferred.trim() === '' ? (
              <Text c="gray.7">{t.previewEmpty}</Text>
            ) : (
              <Box
                data-post-preview
                className={classes.preview}
                style={{ overflowWrap: 'anywhere' }}
                dangerouslySetInnerHTML={{ __html: html }}
              />
            )}
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}
