import { Button, Stack } from '@mantine/core';
import type { ContactsPage } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { hasFilters, type ContactFilters, type ListSort } from '../utils/filters';
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

/** The toolbar and the list it filters; SPEC §4's empty state when there is nothing at all. */
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
  // With nothing stored and nothing filtered, the toolbar would only be noise around the empty state.
  if (grandTotal === 0 && data.total === 0 && !filtered) {
    return <EmptyContacts title={copy.emptyTitle} message={copy.emptyMessage} />;
  }
  return (
    <Stack gap="lg">
      <FilterToolbar
        filters={filters}
        sort={sort}
        onSortChange={onSortChange}
        onChange={onFiltersChange}
        onClear={onClearFilters}
      />
      {data.total === 0 ? (
        <EmptyContacts title={copy.noMatchTitle} message={copy.noMatchMessage}>
          {filtered && (
            <Button variant="outline" onClick={onClearFilters}>
              {copy.filters.clear}
            </Button>
          )}
        </EmptyContacts>
      ) : (
        <ContactList data={data} {...list} />
      )}
    </Stack>
  );
}
