import { Pagination, Stack } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import type { ContactsPage } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { pageCount } from '../../shared/utils/pagination';
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
  /** The list's heading (RequestsTab's), where the pager brings the focus. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Only the current page is rendered, so 10,000 submissions cost the same as 50. */
export function ContactList({
  data,
  page,
  stale,
  onPageChange,
  detailsSearch,
  headingRef,
}: ContactListProps) {
  const { copy } = useStaffI18n();
  // Set by the pager only: a filter change also returns to page 1, but the focus stays in the toolbar.
  const pagerMoved = useRef(false);
  const pages = pageCount(data.total);

  // After the pager moves, bring the top of the list into view and put focus there, as a new page would.
  useEffect(() => {
    if (!pagerMoved.current) return;
    pagerMoved.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [page, headingRef]);

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
    <>
      <Stack gap="sm" className={stale ? classes.stale : undefined} aria-busy={stale}>
        {data.items.map((contact) => (
          <ContactCard key={contact.id} contact={contact} detailsSearch={detailsSearch(contact.id)} />
        ))}
      </Stack>
      {pager}
    </>
  );
}
