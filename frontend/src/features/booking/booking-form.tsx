import { Stack } from '@mantine/core';
import {
  BOOKING_FORM_ACTION,
  type BookingFormAnswer,
  type FreeSlot,
  type PublicBooking,
} from '@abogados/shared';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { object, string } from 'yup';
import { typedBeforeHydration } from '../../components/form-hydration';
import { PendingButton } from '../../components/pending-button';
import { showToast } from '../../components/toast';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import type { Language } from '../../i18n/language';
import { track } from '../../lib/analytics';
import { consultationCopy } from '../consultation-form/consultation-copy';
import { ConsultationFields } from '../consultation-form/consultation-fields';
import {
  consultationSchema,
  initialConsultationValues,
  toContactBody,
  type ConsultationValues,
} from '../consultation-form/consultation-schema';
import { ErrorSummary } from '../consultation-form/error-summary';
import { describeSubmitError } from '../consultation-form/submit-error';
import { typedValues } from '../consultation-form/typed-values';
import { hydratedFormAttributes, useHydratedForm } from '../consultation-form/use-hydrated-form';
import { createBooking, slotProblemOf } from './booking-api';
import { bookingCopy } from './booking-copy';
import { Step, TimeChoices } from './booking-parts';

type BookingValues = ConsultationValues & { start: string };

function shownErrors(errors: Record<string, string>, chooseTime: string): Record<string, string> {
  const { kind: _kind, start, ...fields } = errors;
  return start === undefined ? fields : { ...fields, start: chooseTime };
}

/** What the visitor typed and chose before the form's code arrived (see useHydratedForm). */
function typedBooking(form: HTMLFormElement): BookingValues | null {
  const typed = typedValues(form);
  if (!typed) return null;
  const start = typedBeforeHydration(form).get('start');
  return { ...typed, start: typeof start === 'string' ? start : '' };
}

/**
 * The booking form: a day's free times as radios, then the consultation's fields (its rules and messages),
 * posted to POST /api/booking by the page's code, or to POST /api/booking/form by the browser without it.
 */
export function BookingForm({
  language,
  kind,
  slots,
  answer,
  onBooked,
  onRefused,
}: {
  language: Language;
  kind: string;
  slots: FreeSlot[];
  answer?: BookingFormAnswer;
  onBooked: (booking: PublicBooking, token: string) => void;
  /** The time was refused (taken meanwhile, or no longer offered): the page shows why and the free times again. */
  onRefused: (problem: string) => void;
}) {
  const copy = bookingCopy[language];
  const formRef = useRef<HTMLFormElement>(null);
  const [validateLive, setValidateLive] = useState(false);
  const schema = consultationSchema.concat(object({ start: string().required(copy.chooseTime) }));
  // A refused post's messages: the consultation's as the server wrote them, the time's in the page's words
  // (the kind is the page's own field: a refusal of it shows as the time's problem).
  const errors = answer && shownErrors(answer.errors, copy.chooseTime);

  const formik = useFormik<BookingValues>({
    initialValues: answer
      ? { ...(answer.values as ConsultationValues), start: answer.start }
      : { ...initialConsultationValues, start: '' },
    initialErrors: errors,
    validationSchema: schema,
    validateOnChange: validateLive,
    validateOnBlur: validateLive,
    onSubmit: async (values, helpers) => {
      try {
        const { booking, token } = await createBooking({
          kind,
          start: values.start,
          ...toContactBody(values, language),
        });
        track('form_submit', { category: 'contact', label: 'booking_form' });
        onBooked(booking, token);
      } catch (error) {
        const problem = slotProblemOf(error);
        if (problem) {
          void helpers.setFieldValue('start', '', false);
          onRefused(problem);
          return;
        }
        const failure = describeSubmitError(error, language);
        helpers.setErrors(failure.fieldErrors);
        showToast(language, {
          color: 'red',
          title: consultationCopy[language].errorTitle,
          message: failure.message,
        });
      }
    },
  });
  useHydratedForm(formRef, formik, typedBooking);
  // Another day's times: a time of the day left is no longer shown, so it is no longer chosen.
  const { setFieldValue } = formik;
  const chosen = formik.values.start;
  useEffect(() => {
    if (chosen !== '' && !slots.some((slot) => slot.start === chosen)) void setFieldValue('start', '', false);
  }, [slots, chosen, setFieldValue]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setValidateLive(true);
    formik.handleSubmit(event);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} {...hydratedFormAttributes(BOOKING_FORM_ACTION, copy.title)}>
      {errors && Object.keys(errors).length > 0 && <ErrorSummary language={language} errors={errors} />}
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="idioma" value={language} />
      <input type="hidden" name="version_politica" value={PRIVACY_POLICY_VERSION} />
      <Stack gap="xl">
        <TimeChoices
          language={language}
          legend={copy.timeStep}
          slots={slots}
          value={formik.values.start}
          error={formik.errors.start}
          onChange={(start) => void formik.setFieldValue('start', start)}
        />
        <Step id="paso-datos" title={copy.detailsStep}>
          <ConsultationFields formik={formik} language={language} />
        </Step>
        <PendingButton
          size="md"
          type="submit"
          pending={formik.isSubmitting}
          label={copy.submit}
          pendingLabel={copy.sending}
        />
      </Stack>
    </form>
  );
}
