import { ConsultationFormSection } from './consultation-form-section';
import { LiveConsultationForm } from './live-form';

/**
 * The section with its form code included, for pages that defer the whole section (the home page):
 * a deferred form nested in a deferred section would not hydrate in place.
 */
export function ConsultationFormSectionWithForm() {
  return <ConsultationFormSection Form={LiveConsultationForm} />;
}
