import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContactsPage } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { rangeShown } from '../../shared/utils/pagination';
import { hasFilters, type ContactFilters, type ListSort } from '../utils/filters';
import { showsList } from '../utils/show-list';
import { EmptyContacts } from '../../shared/components/admin-state';
import { ContactList } from './contact-list';
import { FilterToolbar } from './filter-toolbar';

interface RequestsTabProps {
  data: ContactsPage;
  /** Every submission there is, whatever the filters: tells "none yet" from "none match". */
  grandTotal: number;
  page: number;
  stale: boolean;
  filters: ContactFilters;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  onFiltersChange: (patch: Partial<ContactFilters>, replace?: boolean) => void;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  detailsSearch: (id: number) => string;
}

const HEADING_ID = 'solicitudes';

/**
 * The toolbar and the list it filters; SPEC §4's empty state when there is nothing at all. A counter's link
 * (showList) brings the list's heading into view and gives it the focus, on a phone too.
 */
export function RequestsTab({
  data,
  grandTotal,
  filters,
  sort,
  onSortChange,
  onFiltersChange,
  onClearFilters,
  ...list
}: RequestsTabProps) {
  const { copy } = useStaffI18n();
  const filtered = hasFilters(filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const show = showsList(location.state);
  useEffect(() => {
    if (!show) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [show, location.key]);

  // With nothing stored and nothing filtered, the toolbar would only be noise around the empty state.
  if (grandTotal === 0 && data.total === 0 && !filtered) {
    return <EmptyContacts title={copy.emptyTitle} message={copy.emptyMessage} />;
  }
  // From the rows' own offset: while the next page loads, the previous rows stay (dimmed) and so does their range.
  const [from, to] = rangeShown(data.offset, data.items.length);
  return (
    <Stack gap="md">
      <FilterToolbar
        filters={filters}
        sort={sort}
        onSortChange={onSortChange}
        onChange={onFiltersChange}
        onClear={onClearFilters}
      />
      <Stack component="section" aria-labelledby={HEADING_ID} gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title
            order={2}
            id={HEADING_ID}
            ref={headingRef}
            tabIndex={-1}
            fz={{ base: 20, sm: 26 }}
            style={{ scrollMarginTop: 96, outline: 'none' }}
          >
            {copy.listTitle}
          </Title>
          <Text c="gray.7" fz="sm" aria-live="polite">
            {data.total > 0 ? copy.showing(from, to, data.total) : ''}
          </Text>
        </Group>
        {data.total === 0 ? (
          <EmptyContacts title={copy.noMatchTitle} message={copy.noMatchMessage}>
            {filtered && (
              <Button variant="outline" onClick={onClearFilters}>
                {copy.filters.clear}
              </Button>
            )}
          </EmptyContacts>
        ) : (
          <ContactList data={data} headingRef={headingRef} {...list} />
        )}
      </Stack>
    </Stack>
  );
}
