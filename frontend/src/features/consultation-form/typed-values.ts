import { typedBeforeHydration } from '../../components/form-hydration';
import { CASE_TYPES, initialConsultationValues, type ConsultationValues } from './consultation-schema';

/**
 * What a visitor typed into the prerendered form before its code arrived (hydration resets the fields
 * to the empty form); null when they typed nothing.
 */
export function typedValues(form: HTMLFormElement): ConsultationValues | null {
  const typed = typedBeforeHydration(form);
  if (typed.size === 0) return null;
  const text = (name: keyof ConsultationValues) => {
    const value = typed.get(name);
    return typeof value === 'string' ? value : (initialConsultationValues[name] as string);
  };
  const caseType = text('tipo_caso');
  return {
    nombre: text('nombre'),
    email: text('email'),
    telefono: text('telefono'),
    tipo_caso: (CASE_TYPES as readonly string[]).includes(caseType)
      ? (caseType as ConsultationValues['tipo_caso'])
      : '',
    mensaje: text('mensaje'),
    consent: typed.get('consent') === true,
    website: text('website'),
  };
}
