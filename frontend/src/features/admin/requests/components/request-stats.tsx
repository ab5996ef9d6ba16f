import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { useContext } from 'react';
import { Link } from 'react-router-dom';
import type { ContactStats } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import classes from '../../shared/components/admin.module.css';
import { PanelClockContext } from '../hooks/use-answer-by';
import { firmDay } from '../utils/answer-by';
import { COUNTERS, counterSearch, type Counter } from '../utils/filters';
import { SHOW_LIST } from '../utils/show-list';
import triage from './triage.module.css';

const ACCENT: Record<Counter, string> = {
  total: 'navy.7',
  pending: 'yellow.5',
  processed: 'green.7',
  today: 'teal.7',
  overdue: 'red.7',
};

const accent = (color: string) => `4px solid var(--mantine-color-${color.replace('.', '-')})`;

/**
 * The five counters (SPEC §2 and the overdue one); the server counts over every submission, not just the
 * page shown. Each opens a clean list of exactly what it counts (its label is the link, and the tile its
 * target) and brings that list into view. Overdue requests make their counter urgent: tinted, and a line
 * of text that links to them. Compact on a phone, so the first request shows on the first screen.
 */
export function RequestStats({ stats }: { stats: ContactStats }) {
  const { copy: adminCopy } = useStaffI18n();
  const clock = useContext(PanelClockContext);
  const copy = adminCopy.stats;
  const urgent = stats.overdue > 0;
  const today = firmDay(clock.now());
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 3, sm: 5 }}
      spacing={{ base: 6, sm: 'md' }}
      verticalSpacing={{ base: 6, sm: 'md' }}
      m={0}
      className={classes.stats}
    >
      {COUNTERS.map((key) => {
        const alarm = key === 'overdue' && urgent;
        const to = counterSearch(key, today);
        return (
          <Paper
            key={key}
            withBorder
            radius="md"
            px={{ base: 'xs', sm: 'md' }}
            py={{ base: 6, sm: 'md' }}
            data-stat={key}
            data-urgent={alarm || undefined}
            bg={alarm ? 'red.0' : undefined}
            className={triage.counter}
            style={{ borderTop: accent(ACCENT[key]) }}
          >
            <Text component="dt" fz={{ base: 'xs', sm: 'sm' }} fw={600} c={alarm ? 'red.9' : 'gray.7'}>
              <Anchor
                component={Link}
                to={{ search: to }}
                state={SHOW_LIST}
                inherit
                c="inherit"
                underline="hover"
                className={triage.counterLink}
                data-counter-link
              >
                {copy[key]}
              </Anchor>
            </Text>
            <Text
              component="dd"
              m={0}
              fz={{ base: 20, sm: 32 }}
              fw={700}
              lh={1.2}
              c={alarm ? 'red.9' : 'navy.9'}
            >
              {adminCopy.number(stats[key])}
            </Text>
            {key === 'overdue' && (
              <Text
                component="dd"
                m={0}
                fz={{ base: 'xs', sm: 'sm' }}
                fw={600}
                data-overdue-link
                className={triage.over}
              >
                {urgent ? (
                  <Anchor
                    component={Link}
                    to={{ search: to }}
                    state={SHOW_LIST}
                    c="red.9"
                    fw={700}
                    underline="always"
                  >
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
