import { Stack, Text, Title } from '@mantine/core';
import responsive from './responsive.module.css';

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
      className={responsive.headerGap}
    >
      <Title order={2} className={responsive.sectionTitle} c="navy.9">
        {title}
      </Title>
      {lead && (
        <Text c="gray.7" className={responsive.lead}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
