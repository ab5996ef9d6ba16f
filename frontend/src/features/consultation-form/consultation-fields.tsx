import { NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { FormikProps } from 'formik';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { Honeypot } from '../../components/honeypot';
import type { Language } from '../../i18n';
import { consultationCopy } from './consultation-copy';
import { CASE_TYPES, CONSULTATION_LIMITS, type ConsultationValues } from './consultation-schema';
import classes from './consultation-form.module.css';

const PRIVACY_PATH = '/politica-privacidad';

/**
 * The consultation's fields (SPEC §3–§5) bound to a formik form: name, email, phone, the honeypot, case type,
 * message and consent, each with its label, limit and message. The consultation form and the booking form
 * both hold them, so a visitor fills the same fields under the same rules in either.
 */
export function ConsultationFields<V extends ConsultationValues>({
  formik,
  language,
}: {
  formik: FormikProps<V>;
  language: Language;
}) {
  const copy = consultationCopy[language];
  const errors = formik.errors as Partial<Record<keyof ConsultationValues, string>>;

  /** The props every text field shares: value binding, id, label, placeholder, limit and its message. */
  const textField = (name: 'nombre' | 'email' | 'telefono') => ({
    ...formik.getFieldProps(name),
    id: `consulta-${name}`,
    label: copy.labels[name],
    placeholder: copy.placeholders[name],
    classNames: { input: classes.input },
    maxLength: CONSULTATION_LIMITS[name].max,
    required: true,
    error: errors[name],
  });

  const caseTypeOptions = [
    { value: '', label: copy.placeholders.tipo_caso, disabled: true },
    ...CASE_TYPES.map((value) => ({ value, label: copy.caseTypes[value] })),
  ];

  return (
    <Stack gap="md">
      <TextInput {...textField('nombre')} autoComplete="name" />
      <TextInput {...textField('email')} type="email" autoComplete="email" />
      <TextInput {...textField('telefono')} type="tel" autoComplete="tel" />
      {/* The honeypot (see ConsultationValues.website and components/honeypot). */}
      <Honeypot {...formik.getFieldProps('website')} id="consulta-website" label={copy.honeypotLabel} />
      <NativeSelect
        {...formik.getFieldProps('tipo_caso')}
        id="consulta-tipo-caso"
        label={copy.labels.tipo_caso}
        data={caseTypeOptions}
        required
        error={errors.tipo_caso}
      />
      <Textarea
        {...formik.getFieldProps('mensaje')}
        id="consulta-mensaje"
        label={copy.labels.mensaje}
        placeholder={copy.placeholders.mensaje}
        classNames={{ input: classes.input }}
        rows={4}
        maxLength={CONSULTATION_LIMITS.mensaje.max}
        required
        error={errors.mensaje}
      />
      <ConsentCheckbox
        {...formik.getFieldProps({ name: 'consent', type: 'checkbox' })}
        id="consulta-consent"
        error={errors.consent}
        text={{ before: copy.consentBefore, link: copy.consentLink, after: copy.consentAfter }}
        href={PRIVACY_PATH}
        suffix={
          <>
            {/* A no-break space keeps the marker on the line of the last word. */}
            {'\u00a0'}
            <Text span c="red.8" aria-hidden>
              *
            </Text>
          </>
        }
      />
      <Text size="sm" c="gray.7">
        {copy.requiredNote}
      </Text>
    </Stack>
  );
}
