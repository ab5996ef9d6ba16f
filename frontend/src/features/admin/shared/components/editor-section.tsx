import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the post's page in the panel under its heading: what can be done with it, its revisions. */
export function EditorSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg" id={id}>
            {title}
          </Title>
          {intro}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
