import { NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications, showToast } from '../../components/toast';
import { CONSULTATION_FORM_ACTION } from '@abogados/shared';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { useLanguage, type Language } from '../../i18n';
import { track } from '../../lib/analytics';
import { consultationCopy } from './consultation-copy';
import {
  CASE_TYPES,
  CONSULTATION_LIMITS,
  consultationSchema,
  initialConsultationValues,
  toContactBody,
  type ConsultationValues,
} from './consultation-schema';
import classes from './consultation-form.module.css';
import { markHydrated, REQUIRES_HYDRATION_ATTRIBUTE, type HeldSubmit } from '../../components/form-hydration';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { Honeypot } from '../../components/honeypot';
import { PendingButton } from '../../components/pending-button';
import { ErrorSummary } from './error-summary';
import { describeSubmitError } from './submit-error';
import { typedValues } from './typed-values';
import { useSubmitConsultation } from './use-submit-consultation';
import type { FormAnswer } from '@abogados/shared';

const TOAST_AUTO_CLOSE_MS = 5000;
const PRIVACY_PATH = '/politica-privacidad';
/** Where the browser posts the form when its code never ran (see the server's contact-form.controller). */
const NO_SCRIPT_ACTION = CONSULTATION_FORM_ACTION;

/** The free-consultation form (SPEC §3–§5, §7). Rendered eagerly so its fields are in the prerendered HTML. */
export function ConsultationForm({
  language: override,
  answer,
}: {
  language?: Language;
  answer?: FormAnswer;
}) {
  const pageLanguage = useLanguage();
  const language = override ?? pageLanguage;
  const copy = consultationCopy[language];
  const mutation = useSubmitConsultation();
  const formRef = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();
  const lastToast = useRef<string | null>(null);
  // SPEC §5: validate on submit, then on every change. Formik reads these flags on each render.
  const [validateLive, setValidateLive] = useState(false);

  function toast(data: Parameters<typeof notifications.show>[0]) {
    // One toast at a time (SPEC §9): a new outcome replaces the previous one instead of queueing behind it.
    if (lastToast.current) notifications.hide(lastToast.current);
    lastToast.current = showToast(language, { autoClose: TOAST_AUTO_CLOSE_MS, ...data });
  }

  const formik = useFormik<ConsultationValues>({
    // A refused post's case type is shown as sent: a value no option has selects none.
    initialValues: (answer?.values as ConsultationValues | undefined) ?? initialConsultationValues,
    initialErrors: answer?.errors,
    validationSchema: consultationSchema,
    validateOnChange: validateLive,
    validateOnBlur: validateLive,
    onSubmit: async (values, helpers) => {
      try {
        await mutation.mutateAsync(toContactBody(values, language));
      } catch (error) {
        const failure = describeSubmitError(error, language);
        helpers.setErrors(failure.fieldErrors);
        toast({ color: 'red', title: copy.errorTitle, message: failure.message });
        return;
      }
      helpers.resetForm();
      setValidateLive(false);
      toast({ color: 'teal.8', title: copy.successTitle, message: copy.successMessage });
      track('form_submit', { category: 'contact', label: 'consultation_form' });
    },
  });

  const { errors, isSubmitting, submitCount } = formik;
  const pending = isSubmitting || mutation.isPending;

  // The prerendered form is on screen before its code: keep whatever the visitor typed meanwhile, then
  // mark the form as handled by React (see markHydrated): from now on a submit is ours, and one the
  // visitor made while the code was on its way is made again once the form has rendered what they typed
  // (formik's submit reads the values of the last render).
  const { setValues } = formik;
  const [heldSubmit, setHeldSubmit] = useState<HeldSubmit | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedValues(form);
    if (typed) void setValues(typed, false);
    const held = markHydrated(form);
    if (held) setHeldSubmit(() => held);
  }, [setValues]);
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(null);
    heldSubmit();
  }, [heldSubmit]);

  // After a failed attempt, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, submitCount]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setValidateLive(true);
    formik.handleSubmit(event);
  }

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
    <form
      ref={formRef}
      action={NO_SCRIPT_ACTION}
      method="post"
      onSubmit={handleSubmit}
      noValidate
      aria-label={copy.title}
      {...{ [REQUIRES_HYDRATION_ATTRIBUTE]: '' }}
    >
      {answer && <ErrorSummary language={language} errors={answer.errors} />}
      {/* Without JavaScript the browser posts these with the fields, as the request body would carry them. */}
      <input type="hidden" name="idioma" value={language} />
      <input type="hidden" name="version_politica" value={PRIVACY_POLICY_VERSION} />
      <input type="hidden" name="return" value={pathname} />
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
        <PendingButton
          size="md"
          type="submit"
          pending={pending}
          label={copy.submit}
          pendingLabel={copy.sending}
        />
      </Stack>
    </form>
  );
}
