import { useMemo } from 'react';
import type { AdminSite, SiteSection, SiteSectionBodies } from '../../../../lib/api/endpoints';
import { useLeaveGuard } from '../../shared/hooks/use-leave-guard';
import { fieldErrorsOf } from '../../shared/utils/form-fields';
import { useDraft } from '../../shared/hooks/use-draft';
import { useSaveSection } from '../api/update-site-section';

type Fields<K extends SiteSection> = Omit<SiteSectionBodies[K], 'version'>;

/**
 * One section's form: what is typed (from `initial`), its save with the content version loaded, the
 * server's field errors, whether it holds unsaved changes (the panel asks before they are left), and the props its fields and SectionForm share. After a save the form shows what
 * the server answered (`pick` reads the section from it).
 */
export function useSectionForm<K extends SiteSection>(
  section: K,
  title: string,
  version: number,
  initial: Fields<K>,
  pick: (site: AdminSite) => Fields<K>,
) {
  const { draft, edit, reset } = useDraft(initial);
  const save = useSaveSection(section, title, (site) => reset(pick(site)));
  const errors = useMemo(() => fieldErrorsOf(save.error), [save.error]);
  // Unsaved while it differs from what the server holds: typing a field back to what it was is not a change.
  useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(initial));
  return {
    draft,
    edit,
    /** What every field of the section takes. */
    field: { section, errors },
    /** What SectionForm takes. */
    form: {
      id: `site-${section}`,
      title,
      errors,
      pending: save.isPending,
      onSave: () => save.mutate({ ...draft, version } as SiteSectionBodies[K]),
    },
  };
}
