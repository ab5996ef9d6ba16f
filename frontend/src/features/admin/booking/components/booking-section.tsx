import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of the Bookings tab above the availability: a titled region with a line of help. */
export function BookingSection({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="md">
        <div>
          <Title order={3} fz="xl" id={`${id}-title`}>
            {title}
          </Title>
          <Text c="gray.7" fz="sm">
            {help}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
