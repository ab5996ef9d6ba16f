import { Badge, Group, Text } from '@mantine/core';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { useAnswerBy } from '../hooks/use-answer-by';

/**
 * "Answer by 10:30 a. m. · 45 min left" on a pending request's card; once past it an "Overdue" badge and
 * "Overdue by 25 min", in words as well as in red. `compact` (a list row) keeps only the time left or the
 * lateness on a phone; the details show all of it.
 */
export function AnswerByLine({ answerBy, compact = false }: { answerBy: string; compact?: boolean }) {
  const state = useAnswerBy(answerBy);
  const { locale, copy } = useStaffI18n();
  if (!state) return null;
  return (
    <Group gap="xs" wrap="wrap" data-answer-by={state.overdue ? 'overdue' : 'due'}>
      {state.overdue && (
        <Badge
          color="red.8"
          tt="none"
          size="lg"
          radius="sm"
          data-overdue-mark
          visibleFrom={compact ? 'sm' : undefined}
        >
          {copy.answerBy.overdue}
        </Badge>
      )}
      <Text c="gray.8" fw={600} data-due visibleFrom={compact ? 'sm' : undefined}>
        {copy.answerBy.due}{' '}
        <time dateTime={answerBy} lang={locale}>
          {state.due}
        </time>
      </Text>
      <Text fw={700} c={state.overdue ? 'red.9' : 'navy.9'} data-remaining>
        {state.remaining}
      </Text>
    </Group>
  );
}
