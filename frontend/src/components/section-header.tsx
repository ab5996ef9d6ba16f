import { Stack, Text, Title } from '@mantine/core';

/** Title and lead that open a page section; centred on the home page, left-aligned elsewhere. */
export function SectionHeader({
  title,
  lead,
  center = false,
}: {
  title: string;
  lead?: string;
  center?: boolean;
}) {
  return (
    <Stack
      gap="xs"
      maw={720}
      mx={center ? 'auto' : undefined}
      ta={center ? 'center' : undefined}
      mb={{ base: 32, sm: 48 }}
    >
      <Title order={2} fz={{ base: 26, sm: 34 }} c="navy.9">
        {title}
      </Title>
      {lead && (
        <Text c="gray.7" fz={{ base: 'md', sm: 'lg' }}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
