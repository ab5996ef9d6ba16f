import { Stack } from '@mantine/core';
import { notifications, showToast } from '../../components/toast';
import { CONSULTATION_FORM_ACTION } from '@abogados/shared';
import { useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { useLanguage, type Language } from '../../i18n';
import { track } from '../../lib/analytics';
import { consultationCopy } from './consultation-copy';
import {
  consultationSchema,
  initialConsultationValues,
  toContactBody,
  type ConsultationValues,
} from './consultation-schema';
import { hydratedFormAttributes, useHydratedForm } from './use-hydrated-form';
import { BookingLink } from './booking-link';
import { ConsultationFields } from './consultation-fields';
import { PendingButton } from '../../components/pending-button';
import { ErrorSummary } from './error-summary';
import { describeSubmitError } from './submit-error';
import { typedValues } from './typed-values';
import { useSubmitConsultation } from './use-submit-consultation';
import type { FormAnswer } from '@abogados/shared';

const TOAST_AUTO_CLOSE_MS = 5000;
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
      toast({
        color: 'teal.8',
        title: copy.successTitle,
        message: (
          <>
            {copy.successMessage}
            <BookingLink language={language} />
          </>
        ),
      });
      track('form_submit', { category: 'contact', label: 'consultation_form' });
    },
  });

  const pending = formik.isSubmitting || mutation.isPending;
  useHydratedForm(formRef, formik, typedValues);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setValidateLive(true);
    formik.handleSubmit(event);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} {...hydratedFormAttributes(NO_SCRIPT_ACTION, copy.title)}>
      {answer && <ErrorSummary language={language} errors={answer.errors} />}
      {/* Without JavaScript the browser posts these with the fields, as the request body would carry them. */}
      <input type="hidden" name="idioma" value={language} />
      <input type="hidden" name="version_politica" value={PRIVACY_POLICY_VERSION} />
      <input type="hidden" name="return" value={pathname} />
      <Stack gap="md">
        <ConsultationFields formik={formik} language={language} />
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
