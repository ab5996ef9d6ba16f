export { CONSULTATION_FORM_ID, ConsultationFormSection } from './consultation-form-section';
