import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ContactStats } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import classes from '../../shared/components/admin.module.css';

const ORDER = ['total', 'pending', 'processed', 'today', 'overdue'] as const;
const ACCENT: Record<(typeof ORDER)[number], string> = {
  total: 'navy.7',
  pending: 'yellow.5',
  processed: 'green.7',
  today: 'teal.7',
  overdue: 'red.7',
};

const accent = (color: string) => `4px solid var(--mantine-color-${color.replace('.', '-')})`;

/**
 * The five counters (SPEC §2 and the overdue ones); the server counts over every submission, not just the
 * page shown. Overdue requests make their counter urgent: tinted, and a line of text that links to them.
 */
export function RequestStats({ stats, overdueSearch }: { stats: ContactStats; overdueSearch: string }) {
  const { copy: adminCopy } = useStaffI18n();
  const copy = adminCopy.stats;
  const urgent = stats.overdue > 0;
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 5 }}
      spacing={{ base: 'sm', sm: 'md' }}
      m={0}
      className={classes.stats}
    >
      {ORDER.map((key) => {
        const alarm = key === 'overdue' && urgent;
        return (
          <Paper
            key={key}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            data-stat={key}
            data-urgent={alarm || undefined}
            bg={alarm ? 'red.0' : undefined}
            style={{ borderTop: accent(ACCENT[key]) }}
          >
            <Text component="dt" fz="sm" fw={600} c={alarm ? 'red.9' : 'gray.7'}>
              {copy[key]}
            </Text>
            <Text
              component="dd"
              m={0}
              fz={{ base: 26, sm: 32 }}
              fw={700}
              lh={1.2}
              c={alarm ? 'red.9' : 'navy.9'}
            >
              {adminCopy.number(stats[key])}
            </Text>
            {key === 'overdue' && (
              <Text component="dd" m={0} fz="sm" fw={600} data-overdue-link>
                {urgent ? (
                  <Anchor component={Link} to={overdueSearch} c="red.9" fw={700} underline="always">
                    {copy.showOverdue}
                  </Anchor>
                ) : (
                  <Text span inherit c="gray.7">
                    {copy.noneOverdue}
                  </Text>
                )}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
