import type { FormikProps } from 'formik';
import { useEffect, useState, type RefObject } from 'react';
import { markHydrated, REQUIRES_HYDRATION_ATTRIBUTE, type HeldSubmit } from '../../components/form-hydration';

/**
 * A server-rendered formik form once its code runs. The form is on screen before its code: keep whatever the
 * visitor typed meanwhile (`typed` reads it back, null for nothing), then mark the form as handled by React
 * (see markHydrated): from now on a submit is ours, and one the visitor made while the code was on its way is
 * made again once the form has rendered what they typed (formik's submit reads the values of the last
 * render). After a failed attempt, keyboard and screen-reader users are taken to the first field to fix.
 */
export function useHydratedForm<V>(
  formRef: RefObject<HTMLFormElement | null>,
  formik: FormikProps<V>,
  typed: (form: HTMLFormElement) => V | null,
): void {
  const { setValues, isSubmitting, submitCount } = formik;
  const [heldSubmit, setHeldSubmit] = useState<HeldSubmit | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values = typed(form);
    if (values) void setValues(values, false);
    const held = markHydrated(form);
    if (held) setHeldSubmit(() => held);
  }, [formRef, setValues, typed]);
  useEffect(() => {
    if (!heldSubmit) return;
    setHeldSubmit(null);
    heldSubmit();
  }, [heldSubmit]);

  useEffect(() => {
    if (isSubmitting || submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, isSubmitting, submitCount]);
}

/**
 * The attributes of a server-rendered form that the page's code takes over: it posts to `action` without
 * JavaScript, its code checks it (noValidate), and a submit before hydration is held (form-hydration.ts).
 */
export const hydratedFormAttributes = (action: string, label: string) => ({
  action,
  method: 'post',
  noValidate: true,
  'aria-label': label,
  [REQUIRES_HYDRATION_ATTRIBUTE]: '',
});
