import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ContactStats } from '../../../lib/api/endpoints';
import { adminCopy } from '../admin-copy';

const ORDER = ['total', 'pending', 'processed', 'today'] as const;
const ACCENT: Record<(typeof ORDER)[number], string> = {
  total: 'navy.7',
  pending: 'yellow.5',
  processed: 'green.7',
  today: 'teal.7',
};

/** The four counters (SPEC §2); the server counts over every submission, not just the page shown. */
export function AdminStats({ stats }: { stats: ContactStats }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing={{ base: 'sm', sm: 'md' }} m={0}>
      {ORDER.map((key) => (
        <Paper
          key={key}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          data-stat={key}
          style={{ borderTop: `4px solid var(--mantine-color-${ACCENT[key].replace('.', '-')})` }}
        >
          <Text component="dt" fz="sm" fw={600} c="gray.7">
            {adminCopy.stats[key]}
          </Text>
          <Text component="dd" m={0} fz={{ base: 26, sm: 32 }} fw={700} lh={1.2} c="navy.9">
            {stats[key].toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
