export { ConsultationFormSection } from './consultation-form-section';
export { CONSULTATION_FORM_ID } from './form-id';
