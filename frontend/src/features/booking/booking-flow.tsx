import { Anchor, Paper, Stack, Text } from '@mantine/core';
import {
  chosenDay,
  chosenKind,
  daysWithTimes,
  type BookingPageState,
  type PublicBooking,
} from '@abogados/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/route-table';
import { CONSULTATION_FORM_ID } from '../consultation-form/form-id';
import type { Language } from '../../i18n/language';
import { BookingConfirmation } from './booking-confirmation';
import { bookingCopy } from './booking-copy';
import { BookingForm } from './booking-form';
import { DayChoices, KindChoices, ProblemAlert, Step } from './booking-parts';
import { bookingHref } from './booking-paths';
import { loadBookState, loadSlots, useBookingQuery, useBookingState } from './booking-state';

type BookState = Extract<BookingPageState, { page: 'book' }>;

/**
 * The booking page's steps: the kind of meeting, the day, the time and the visitor's details. Kinds and days
 * are links (`?tipo=…&dia=…`), so the page works without JavaScript; with it they change the page in place,
 * a new kind's times are loaded from the API, and the form is sent by the page's code.
 */
export function BookingFlow({ language }: { language: Language }) {
  const copy = bookingCopy[language];
  const query = useBookingQuery(language);
  const [state, setState] = useBookingState(() => loadBookState(query.kind));
  const [booked, setBooked] = useState<{ booking: PublicBooking; token: string } | null>(null);
  const [problem, setProblem] = useState<string | undefined>(
    state?.page === 'book' ? state.problem : undefined,
  );
  const book = state?.page === 'book' ? state : null;
  const kind = book ? chosenKind(book.offer, query.kind) : null;

  // Another kind chosen in the page: its free times come from the API.
  const loading = book !== null && kind !== null && book.kind !== kind;
  useEffect(() => {
    if (!loading || kind === null) return;
    let current = true;
    loadSlots(kind).then(
      (days) => current && setState((old) => (old?.page === 'book' ? { ...old, kind, days } : old)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loading, kind, setState]);

  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (booked) confirmation.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [booked]);

  if (booked) {
    return (
      <div ref={confirmation}>
        <BookingConfirmation language={language} booking={booked.booking} token={booked.token} />
      </div>
    );
  }
  if (!book || loading) return <Text role="status">{copy.loading}</Text>;
  if (book.offer.kinds.length === 0 || kind === null)
    return <NoTimes language={language} text={copy.noKinds} />;

  const days = daysWithTimes(book.days);
  const day = chosenDay(book.days, query.day);
  const refused = (code: string) => {
    setProblem(code);
    // The times again, as they are now: the one refused may be gone.
    loadSlots(kind).then(
      (fresh) => setState((old) => (old?.page === 'book' ? { ...old, days: fresh } : old)),
      () => undefined,
    );
  };

  return (
    <Stack gap="xl">
      <Step id="paso-tipo" title={copy.kindStep}>
        <KindChoices
          language={language}
          offer={book.offer}
          current={kind}
          href={(id) => bookingHref(language, id)}
        />
      </Step>
      {day === null ? (
        <NoTimes language={language} text={copy.noTimes} />
      ) : (
        <>
          <Step id="paso-dia" title={copy.dayStep}>
            <DayChoices
              language={language}
              days={days}
              current={day.day}
              href={(d) => bookingHref(language, kind, d)}
            />
          </Step>
          {problem && <ProblemAlert language={language} problem={problem} />}
          <Paper withBorder shadow="sm" radius="md" p="lg">
            <BookingForm
              language={language}
              kind={kind}
              slots={day.slots}
              answer={(book as BookState).form}
              onBooked={(booking, token) => setBooked({ booking, token })}
              onRefused={refused}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** No time to offer: say so, and offer the consultation form instead. */
function NoTimes({ language, text }: { language: Language; text: string }) {
  const copy = bookingCopy[language];
  return (
    <Stack gap="xs">
      <Text>{text}</Text>
      <Text>
        {copy.orRequest}{' '}
        <Anchor component={Link} to={`${pathFor('home', language)}#${CONSULTATION_FORM_ID}`}>
          {copy.orRequestLink}
        </Anchor>
      </Text>
    </Stack>
  );
}
