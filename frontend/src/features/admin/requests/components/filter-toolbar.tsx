import { Button, Grid, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useLocalStorage } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { CASE_TYPES, type ContactsFilterQuery } from '../../../../lib/api/endpoints';
import type { AdminCopy } from '../../shared/i18n/admin-copy';
import type { StaffLocale } from '../../shared/i18n/staff-locale';
import { caseTypeOptionLabel } from '../utils/case-types';
import {
  activeFilterCount,
  cleanSearch,
  exportHref,
  hasFilters,
  isRangeInverted,
  SEARCH_MAX_CHARS,
  SORTS,
  STATUS_FILTERS,
  type ContactFilters,
  type ListSort,
  type StatusFilter,
} from '../utils/filters';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { DayInput } from '../../shared/components/day-input';
import triage from './triage.module.css';

const TOOLBAR_ID = 'filtros-solicitudes';

/** Long enough to finish a word, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

type Separator = NonNullable<ContactsFilterQuery['separator']>;
const SEPARATORS: Separator[] = ['semicolon', 'comma'];

/**
 * The CSV's separator: what Excel opens in the staff member's language (";" in Spanish, "," in English)
 * until they choose another, which this browser then remembers.
 */
function useCsvSeparator(locale: StaffLocale) {
  const [chosen, setChosen] = useLocalStorage<Separator | ''>({
    key: 'admin-csv-separator',
    defaultValue: '',
    getInitialValueInEffect: true,
  });
  const separator: Separator = SEPARATORS.includes(chosen as Separator)
    ? (chosen as Separator)
    : locale === 'es'
      ? 'semicolon'
      : 'comma';
  return [separator, setChosen] as const;
}

/** The two selects, in the panel's language. */
function selects({ filters: copy, status }: AdminCopy, locale: StaffLocale) {
  const statusLabels: Record<StatusFilter, string> = { ...status, overdue: copy.statusOverdue };
  return [
    {
      key: 'status',
      label: copy.status,
      data: [
        { value: '', label: copy.statusAll },
        ...STATUS_FILTERS.map((value) => ({ value, label: statusLabels[value] })),
      ],
    },
    {
      key: 'tipo_caso',
      label: copy.caseType,
      data: [
        { value: '', label: copy.caseTypeAll },
        ...CASE_TYPES.map((value) => ({ value, label: caseTypeOptionLabel(value, locale) })),
      ],
    },
  ] as const;
}

interface FilterToolbarProps {
  filters: ContactFilters;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** `replace` is set for the search box, whose every pause should not become a history entry. */
  onChange: (patch: Partial<ContactFilters>, replace?: boolean) => void;
  onClear: () => void;
}

function SearchIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** The search box keeps what is being typed and passes it on once typing pauses (or on Enter). */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const copy = useStaffI18n().copy.filters;
  const [draft, setDraft] = useState(value);
  const latest = useRef(draft);
  const debounced = useDebouncedCallback(() => onSearch(latest.current), SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (Clear filters, the back button): show its search, unless it is
  // what is typed already (the typed text may carry a space the URL drops).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (cleanSearch(draft) !== value) setDraft(value);
  }

  return (
    <TextInput
      type="search"
      label={copy.search}
      placeholder={copy.searchPlaceholder}
      leftSection={<SearchIcon />}
      value={draft}
      maxLength={SEARCH_MAX_CHARS}
      onChange={(event) => {
        latest.current = event.currentTarget.value;
        setDraft(event.currentTarget.value);
        debounced();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') debounced.flush();
      }}
    />
  );
}

/**
 * Search, status, case type, dates and order for the list, plus the CSV of whatever they select. On a
 * phone they sit behind one button (which says how many filters are set), so the list starts on the first
 * screen; a wide screen always shows them.
 */
export function FilterToolbar({ filters, sort, onSortChange, onChange, onClear }: FilterToolbarProps) {
  const { locale, copy: adminCopy } = useStaffI18n();
  const copy = adminCopy.filters;
  const inverted = isRangeInverted(filters);
  const [opened, setOpened] = useState(false);
  const [separator, setSeparator] = useCsvSeparator(locale);
  // Enter in a field must not reload the page; the search box handles its own Enter.
  const noSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <Stack gap="xs">
      <Button
        hiddenFrom="sm"
        variant="outline"
        aria-expanded={opened}
        aria-controls={TOOLBAR_ID}
        onClick={() => setOpened((open) => !open)}
        data-filters-button
      >
        {adminCopy.triage.filters(activeFilterCount(filters))}
      </Button>
      <div id={TOOLBAR_ID} className={triage.filters} data-open={opened || undefined}>
        <Paper
          component="form"
          role="search"
          aria-label={copy.label}
          onSubmit={noSubmit}
          withBorder
          radius="md"
          p="md"
        >
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SearchField value={filters.q} onSearch={(q) => onChange({ q }, true)} />
            </Grid.Col>
            {selects(adminCopy, locale).map(({ key, label, data }) => (
              <Grid.Col key={key} span={{ base: 6, md: 3 }}>
                <NativeSelect
                  label={label}
                  data={data}
                  value={filters[key] ?? ''}
                  // The options are the filter's own values; '' is "all".
                  onChange={(event) =>
                    onChange({ [key]: event.currentTarget.value || null } as Partial<ContactFilters>)
                  }
                />
              </Grid.Col>
            ))}
            {(['from', 'to'] as const).map((key) => (
              <Grid.Col key={key} span={{ base: 6, md: 3, lg: 2 }}>
                <DayInput
                  label={copy[key]}
                  value={filters[key]}
                  locale={locale}
                  format={copy.dayFormat}
                  invalidMessage={copy.dayInvalid}
                  error={key === 'to' && inverted ? copy.rangeInverted : undefined}
                  onChange={(day) => onChange({ [key]: day })}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, md: 6, lg: 3 }}>
              <NativeSelect
                label={copy.sort}
                data={SORTS.map((value) => ({ value, label: copy.sorts[value] }))}
                value={sort}
                onChange={(event) => onSortChange(event.currentTarget.value as ListSort)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
              <NativeSelect
                label={copy.separator}
                data={SEPARATORS.map((value) => ({ value, label: copy.separators[value] }))}
                value={separator}
                onChange={(event) => setSeparator(event.currentTarget.value as Separator)}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Group gap="sm" justify="flex-end">
                <Button variant="subtle" onClick={onClear} disabled={!hasFilters(filters)}>
                  {copy.clear}
                </Button>
                <Button
                  component="a"
                  href={exportHref(filters, locale, separator)}
                  download
                  variant="outline"
                  title={copy.exportTitle}
                >
                  {copy.export}
                </Button>
              </Group>
            </Grid.Col>
          </Grid>
        </Paper>
      </div>
    </Stack>
  );
}
