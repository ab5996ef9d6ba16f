import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ContactsPage } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { pageCount, rangeShown } from '../../shared/utils/pagination';
import classes from '../../shared/components/admin.module.css';
import { ContactCard } from './contact-card';

interface ContactListProps {
  data: ContactsPage;
  page: number;
  /** True while another page is on its way and these rows are the previous page's. */
  stale: boolean;
  onPageChange: (page: number) => void;
  /** The query string that opens one request's details. */
  detailsSearch: (id: number) => string;
}

const HEADING_ID = 'solicitudes';

/** Only the current page is rendered, so 10,000 submissions cost the same as 50. */
export function ContactList({ data, page, stale, onPageChange, detailsSearch }: ContactListProps) {
  const { copy } = useStaffI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by the pager only: a filter change also returns to page 1, but the focus stays in the toolbar.
  const pagerMoved = useRef(false);
  const pages = pageCount(data.total);
  // From the rows' own offset: while the next page loads, the previous rows stay (dimmed) and so does their range.
  const [from, to] = rangeShown(data.offset, data.items.length);

  // After the pager moves, bring the top of the list into view and put focus there, as a new page would.
  useEffect(() => {
    if (!pagerMoved.current) return;
    pagerMoved.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const pager =
    pages > 1 ? (
      <nav aria-label={copy.pagination}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => {
            pagerMoved.current = true;
            onPageChange(next);
          }}
          siblings={1}
          boundaries={1}
          size="md"
          gap={6}
          getItemProps={(item) => ({ 'aria-label': copy.pageItem(item) })}
          getControlProps={(control) => ({ 'aria-label': copy.pageControl[control] })}
        />
      </nav>
    ) : null;

  return (
    <Stack component="section" aria-labelledby={HEADING_ID} gap="md">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title
          order={2}
          id={HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          fz={{ base: 22, sm: 26 }}
          style={{ scrollMarginTop: 96, outline: 'none' }}
        >
          {copy.listTitle}
        </Title>
        <Text c="gray.7" fz="sm" aria-live="polite">
          {copy.showing(from, to, data.total)}
        </Text>
      </Group>
      <Stack gap="md" className={stale ? classes.stale : undefined} aria-busy={stale}>
        {data.items.map((contact) => (
          <ContactCard key={contact.id} contact={contact} detailsSearch={detailsSearch(contact.id)} />
        ))}
      </Stack>
      {pager}
    </Stack>
  );
}
