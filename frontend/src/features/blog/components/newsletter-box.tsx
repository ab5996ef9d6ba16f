import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { pathFor } from '../../../app/route-table';
import { markHydrated, REQUIRES_HYDRATION_ATTRIBUTE } from '../../../components/form-hydration';
import { ConsentCheckbox } from '../../../components/consent-checkbox';
import { Honeypot } from '../../../components/honeypot';
import { PendingButton } from '../../../components/pending-button';
import responsive from '../../../components/responsive.module.css';
import { useLanguage } from '../../../i18n';
import { newsletterCopy } from '../newsletter-copy';
import classes from './blog.module.css';
import {
  checkSubscription,
  describeSubscribeError,
  subscribe,
  type SubscribeErrors,
} from './newsletter-submit';

/** Where the browser posts the box when its code never ran (the server answers with a page). */
const NO_SCRIPT_ACTION = '/api/newsletter/form';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; message: string }
  /** atField: the server refused a field, and focus goes to it rather than to the alert. */
  | { kind: 'failed'; message: string; atField: boolean };

/**
 * The newsletter box (SPEC §2): an address, its own unticked consent and the page's language. Without
 * JavaScript the browser posts it and the server answers with a page; with it, the box posts JSON and
 * says the server's answer in place. The fields are uncontrolled, so what a visitor types before the
 * code arrives stays.
 */
export function NewsletterBox() {
  const language = useLanguage();
  const copy = newsletterCopy[language];
  const { pathname } = useLocation();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [errors, setErrors] = useState<SubscribeErrors>({});

  // Once the code runs, the box checks its fields itself (in the page's words, under each field); the
  // browser's own checks stay for visitors without JavaScript. A submit held meanwhile is made again.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    markHydrated(form)?.();
  }, []);

  useEffect(() => {
    if (outcome.kind === 'done') statusRef.current?.focus();
    if (outcome.kind !== 'failed') return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (outcome.atField && field ? field : alertRef.current)?.focus();
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outcome.kind === 'pending') return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fieldErrors = checkSubscription(data, copy);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      setOutcome({ kind: 'idle' });
      // Take keyboard and screen-reader users to the first field to fix (after it is marked invalid).
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setOutcome({ kind: 'pending' });
    try {
      const answer = await subscribe({
        email: String(data.get('email')),
        consent: true,
        idioma: language,
        website: String(data.get('website') ?? ''),
      });
      setOutcome({ kind: 'done', message: answer.message });
    } catch (error) {
      const failure = describeSubscribeError(error, copy);
      setErrors(failure.fieldErrors);
      setOutcome({
        kind: 'failed',
        message: failure.message,
        atField: Object.keys(failure.fieldErrors).length > 0,
      });
    }
  }

  const pending = outcome.kind === 'pending';

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="md"
      className={responsive.boxPadding}
      bg="navy.0"
    >
      <Title order={2} id={titleId} className={responsive.boxTitle}>
        {copy.newsletterTitle}
      </Title>
      <Text mt="xs" c="gray.8">
        {copy.newsletterBody}
      </Text>
      {/* Present from the first render, so the answer put in it is announced. */}
      <div role="status" ref={statusRef} tabIndex={-1} className={classes.newsletterStatus}>
        {outcome.kind === 'done' && (
          <Text fw={600} c="teal.9" mt="md">
            {outcome.message}
          </Text>
        )}
      </div>
      {outcome.kind !== 'done' && (
        <form
          ref={formRef}
          action={NO_SCRIPT_ACTION}
          method="post"
          onSubmit={(event) => void onSubmit(event)}
          {...{ [REQUIRES_HYDRATION_ATTRIBUTE]: '' }}
        >
          <input type="hidden" name="idioma" value={language} />
          <input type="hidden" name="return" value={pathname} />
          <Stack gap="sm" mt="md" className={classes.subscribeForm}>
            <TextInput
              id="boletin-email"
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              label={copy.emailLabel}
              placeholder={copy.emailPlaceholder}
              error={errors.email}
              classNames={{ input: classes.emailInput }}
            />
            {/* The honeypot, hidden as the consultation form hides its own. */}
            <Honeypot id="boletin-website" name="website" label={copy.honeypotLabel} />
            <ConsentCheckbox
              id="boletin-consent"
              name="consent"
              error={errors.consent}
              text={{ before: copy.consentBefore, link: copy.consentLink, after: copy.consentAfter }}
              href={pathFor('privacy', language)}
            />
            <div>
              <PendingButton
                type="submit"
                pending={pending}
                label={copy.subscribe}
                pendingLabel={copy.subscribing}
              />
            </div>
          </Stack>
        </form>
      )}
      {outcome.kind === 'failed' && (
        <div role="alert" ref={alertRef} tabIndex={-1} className={classes.newsletterAlert}>
          <Text fw={600}>{copy.errorTitle}</Text>
          <Text size="sm">{outcome.message}</Text>
          <Button variant="outline" size="xs" mt="xs" onClick={() => formRef.current?.requestSubmit()}>
            {copy.retry}
          </Button>
        </div>
      )}
    </Paper>
  );
}
