import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  differsFromFirmZone,
  slotDayLabel,
  slotTimeLabel,
  type FreeSlot,
  type PublicBooking,
  type PublicBookingOffer,
  type SlotDay,
} from '@abogados/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Language } from '../../i18n/language';
import { bookingCopy } from './booking-copy';
import classes from './booking.module.css';

/**
 * The visitor's own zone, once the page runs in their browser: never in the server's render, which knows only
 * Medellín's clock, so the first render in the browser is the server's too.
 */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null), []);
  return zone;
}

/** A start on Medellín's clock, and on the visitor's when their clock shows another time then. */
export function timeLabel(start: string, language: Language, zone: string | null): string {
  const firm = slotTimeLabel(start, language);
  if (!zone || !differsFromFirmZone(zone, new Date(start))) return firm;
  return `${firm} (${bookingCopy[language].yourTime(slotTimeLabel(start, language, zone))})`;
}

/** A step of a booking page: its heading and what it holds. */
export function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} id={id} fz="h3" c="navy.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The kinds of meeting as links (`href`), the one shown marked as current. */
export function KindChoices({
  language,
  offer,
  current,
  href,
}: {
  language: Language;
  offer: PublicBookingOffer;
  current: string | null;
  href: (kind: string) => string;
}) {
  const copy = bookingCopy[language];
  return (
    <ul className={classes.choices}>
      {offer.kinds.map((kind) => (
        <li key={kind.id}>
          <Link
            to={href(kind.id)}
            className={classes.choice}
            aria-current={kind.id === current ? 'true' : undefined}
            preventScrollReset
          >
            <Text fw={700} component="span" display="block">
              {kind.name[language]}
            </Text>
            <Text size="sm" component="span" display="block" c="gray.8">
              {copy.places[kind.place]} · {copy.minutes(kind.minutes)}
            </Text>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The days with free times as links (`href`), the one shown marked as current. */
export function DayChoices({
  language,
  days,
  current,
  href,
}: {
  language: Language;
  days: SlotDay[];
  current: string | null;
  href: (day: string) => string;
}) {
  return (
    <ul className={`${classes.choices} ${classes.days}`}>
      {days.map(({ day }) => (
        <li key={day}>
          <Link
            to={href(day)}
            className={classes.choice}
            aria-current={day === current ? 'true' : undefined}
            preventScrollReset
          >
            {slotDayLabel(day, language)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A day's free times as the radios of a form (`start`), with the note that they are Medellín's. */
export function TimeChoices({
  language,
  legend,
  slots,
  value,
  error,
  onChange,
}: {
  language: Language;
  legend: string;
  slots: FreeSlot[];
  value: string;
  error?: string;
  onChange: (start: string) => void;
}) {
  const copy = bookingCopy[language];
  const zone = useVisitorZone();
  return (
    <fieldset className={classes.fieldset} aria-describedby="hora-nota">
      <legend className={classes.legend}>{legend}</legend>
      <Text size="sm" c="gray.8" id="hora-nota" mb="sm">
        {copy.firmTimeNote}
      </Text>
      <div className={classes.times}>
        {slots.map((slot) => (
          <label key={slot.start} className={classes.time}>
            <input
              type="radio"
              name="start"
              value={slot.start}
              checked={value === slot.start}
              onChange={() => onChange(slot.start)}
              aria-invalid={error ? true : undefined}
              required
            />
            <span>{timeLabel(slot.start, language, zone)}</span>
          </label>
        ))}
      </div>
      {error && (
        <Text c="red.9" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

/** A refusal of the time chosen, in the page's language. */
export function ProblemAlert({ language, problem }: { language: Language; problem: string }) {
  const copy = bookingCopy[language];
  return (
    <div className={classes.problem} role="alert">
      <Text fw={700}>{copy.problemTitle}</Text>
      <Text>{copy.problems[problem] ?? copy.problemOther}</Text>
    </div>
  );
}

/** What was booked: the kind, the day and time, and where. */
export function BookingDetails({ language, booking }: { language: Language; booking: PublicBooking }) {
  const copy = bookingCopy[language];
  const zone = useVisitorZone();
  const where =
    booking.place === 'phone' ? (
      copy.weCallYou(booking.phone)
    ) : booking.place === 'video' && booking.where ? (
      <Anchor href={booking.where} target="_blank" rel="noopener noreferrer">
        {copy.videoLink}
      </Anchor>
    ) : (
      (booking.where ?? copy.places[booking.place])
    );
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
    new Date(booking.start),
  );
  return (
    <dl className={classes.details}>
      <dt>{copy.summaryKind}</dt>
      <dd>
        {booking.kindName[language]} · {copy.places[booking.place]}
      </dd>
      <dt>{copy.summaryWhen}</dt>
      <dd>
        {slotDayLabel(day, language)}, {timeLabel(booking.start, language, zone)}
      </dd>
      <dt>{copy.summaryWhere}</dt>
      <dd>{where}</dd>
    </dl>
  );
}
