import { Pagination } from '@mantine/core';
import { useStaffI18n } from '../i18n/use-staff-i18n';

/** A list's pages, named for screen readers in the panel's language; nothing when there is one page. */
export function PageNav({
  label,
  pages,
  page,
  onChange,
}: {
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { copy } = useStaffI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        gap={6}
        getItemProps={(item) => ({ 'aria-label': copy.pageItem(item) })}
        getControlProps={(control) => ({ 'aria-label': copy.pageControl[control] })}
      />
    </nav>
  );
}
