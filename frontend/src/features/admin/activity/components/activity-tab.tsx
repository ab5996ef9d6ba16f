import { Stack, Table, Text } from '@mantine/core';
import { LoadFailed } from '../../shared/components/load-failed';
import { useState } from 'react';
import type { AuditEntry } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { auditActorLabel, auditSentence } from '../../shared/utils/audit-labels';
import { useAuditLog } from '../api/get-audit-log';
import { pageCount, rangeShown } from '../../shared/utils/pagination';
import classes from '../../shared/components/admin.module.css';
import { TabIntro } from '../../shared/components/admin-state';
import { SubmissionTime } from '../../shared/components/submission-time';
import { PageNav } from '../../shared/components/page-nav';

function EntryRow({ entry }: { entry: AuditEntry }) {
  const i18n = useStaffI18n();
  const { copy } = i18n;
  const columns = copy.activity.columns;
  return (
    <Table.Tr data-audit-action={entry.action}>
      <Table.Td data-label={columns.time}>
        <SubmissionTime iso={entry.createdAt} />
      </Table.Td>
      <Table.Td data-label={columns.actor} className={classes.wrap}>
        {auditActorLabel(entry.actor, copy)}
      </Table.Td>
      <Table.Td data-label={columns.what} className={classes.wrap}>
        {auditSentence(entry, i18n)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The audit log, newest first, a page at a time: evidence of who exported, deleted or looked up what. */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const { copy: adminCopy } = useStaffI18n();
  const copy = adminCopy.activity;

  let content;
  if (log.error) {
    content = <LoadFailed error={log.error} onRetry={() => void log.refetch()} />;
  } else if (!log.data) {
    content = <Text role="status">{copy.loading}</Text>;
  } else if (log.data.total === 0) {
    content = <Text>{copy.empty}</Text>;
  } else {
    const pages = pageCount(log.data.total);
    const [from, to] = rangeShown(log.data.offset, log.data.items.length);
    content = (
      <Stack gap="md">
        <Text c="gray.7" fz="sm" aria-live="polite">
          {adminCopy.showing(from, to, log.data.total)}
        </Text>
        <Table className={classes.log} verticalSpacing="sm" striped aria-busy={log.isPlaceholderData}>
          <Table.Thead>
            <Table.Tr>
              {Object.values(copy.columns).map((label) => (
                <Table.Th key={label} scope="col">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className={log.isPlaceholderData ? classes.stale : undefined}>
            {log.data.items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
        <PageNav label={copy.pagination} pages={pages} page={page} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TabIntro title={copy.title}>{copy.intro}</TabIntro>
      {content}
    </Stack>
  );
}
