/** The element the Free Consultation buttons scroll to (SPEC §2). Its own module: the buttons need the id, not the form. */
export const CONSULTATION_FORM_ID = 'formulario-consulta';
