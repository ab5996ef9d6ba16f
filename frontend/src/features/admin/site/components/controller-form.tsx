import type { EditableSiteContent } from '../../../../lib/api/endpoints';
import { useStaffI18n } from '../../shared/i18n/use-staff-i18n';
import { SectionForm } from '../../shared/components/section-form';
import { SiteTextInput } from './site-form';
import { useSectionForm } from '../hooks/use-section-form';

type Controller = EditableSiteContent['controller'];

/** The privacy policy's data controller: legal name, tax id (NIT) and legal representative. */
export function ControllerForm({ controller, version }: { controller: Controller; version: number }) {
  const { copy } = useStaffI18n();
  const t = copy.site.controller;
  const { draft, edit, field, form } = useSectionForm(
    'controller',
    t.title,
    version,
    controller,
    (site) => site.content.controller,
  );
  return (
    <SectionForm {...form} intro={t.intro}>
      <SiteTextInput
        {...field}
        path="legalName"
        label={t.legalName}
        value={draft.legalName}
        onChange={(value) => edit((next) => void (next.legalName = value))}
      />
      <SiteTextInput
        {...field}
        path="taxId"
        label={t.taxId}
        description={t.taxIdHelp}
        value={draft.taxId}
        onChange={(value) => edit((next) => void (next.taxId = value))}
      />
      <SiteTextInput
        {...field}
        path="legalRepresentative"
        label={t.legalRepresentative}
        value={draft.legalRepresentative}
        onChange={(value) => edit((next) => void (next.legalRepresentative = value))}
      />
    </SectionForm>
  );
}
