import { renderMarkdown } from '@abogados/shared';
import { Box, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useStaffI18n } from '../i18n/use-staff-i18n';
import classes from './blog.module.css';
import { postFieldId } from './post-fields';

/** Help text dark enough to read (Mantine's dimmed grey is too faint on white). */
const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The body in Markdown and its live preview, rendered by the same renderer the server uses (raw HTML comes
 * out escaped, so the preview's HTML is safe to insert). Side by side on a wide screen; on a phone one at a
 * time, with a Write/Preview switch.
 */
export function BodyField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { copy } = useStaffI18n();
  const t = copy.blog.fields;
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
          />
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
