import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  bookingManageAction,
  chosenDay,
  daysWithTimes,
  type BookingPageState,
  type PublicBooking,
} from '@abogados/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/route-table';
import { LinkButton } from '../../components/link-button';
import { PendingButton } from '../../components/pending-button';
import { showToast } from '../../components/toast';
import type { Language } from '../../i18n/language';
import { consultationCopy } from '../consultation-form/consultation-copy';
import { describeSubmitError } from '../consultation-form/submit-error';
import { cancelBooking, linkGone, rescheduleBooking, slotProblemOf } from './booking-api';
import { BookingConfirmation, LinkProblem } from './booking-confirmation';
import { bookingCopy } from './booking-copy';
import { BookingDetails, DayChoices, ProblemAlert, Step, TimeChoices } from './booking-parts';
import { manageHref, managePath } from './booking-paths';
import { loadManageState, loadSlots, useBookingQuery, useBookingState } from './booking-state';

type ManageState = Extract<BookingPageState, { page: 'manage' }>;

/**
 * A booking's own page, reached by its private link: the booking, another free time to move it to, and
 * cancelling it after a confirm step. Both are forms that post without JavaScript; with it the page's code
 * sends them to the API and shows the outcome in place.
 */
export function ManageBooking({ language, token }: { language: Language; token: string }) {
  const [state, setState] = useBookingState(() => loadManageState(token));
  const [moved, setMoved] = useState<PublicBooking | null>(null);
  const copy = bookingCopy[language];
  const top = useRef<HTMLDivElement>(null);
  const outcome = moved ? 'moved' : state?.page;
  useEffect(() => {
    if (outcome === 'moved' || outcome === 'cancelled')
      top.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [outcome]);

  let body;
  if (moved) body = <BookingConfirmation language={language} booking={moved} token={token} moved />;
  else if (!state) body = <Text role="status">{copy.loading}</Text>;
  else if (state.page === 'gone' || state.page === 'unknown')
    body = <LinkProblem language={language} gone={state.page === 'gone'} />;
  else if (state.page === 'cancelled') body = <Cancelled language={language} booking={state.booking} />;
  else if (state.page === 'manage')
    body = (
      <Manage
        language={language}
        state={state}
        onMoved={setMoved}
        onCancelled={(booking) => setState({ page: 'cancelled', booking })}
        onGone={() => setState({ page: 'gone' })}
        onProblem={(problem, days) => setState({ ...state, problem, days })}
      />
    );
  return <div ref={top}>{body}</div>;
}

function Cancelled({ language, booking }: { language: Language; booking: PublicBooking }) {
  const copy = bookingCopy[language];
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl">
      <Stack gap="md" align="flex-start">
        <Title order={2} c="navy.9" tabIndex={-1}>
          {copy.cancelledTitle}
        </Title>
        <BookingDetails language={language} booking={booking} />
        <Text>{copy.cancelledIntro}</Text>
        <LinkButton to={pathFor('booking', language)} reloadDocument tone="teal" size="md">
          {copy.bookAgain}
        </LinkButton>
      </Stack>
    </Paper>
  );
}

function Manage({
  language,
  state,
  onMoved,
  onCancelled,
  onGone,
  onProblem,
}: {
  language: Language;
  state: ManageState;
  onMoved: (booking: PublicBooking) => void;
  onCancelled: (booking: PublicBooking) => void;
  onGone: () => void;
  onProblem: (problem: string, days: ManageState['days']) => void;
}) {
  const copy = bookingCopy[language];
  const query = useBookingQuery(language);
  const { booking, token } = state;
  const [start, setStart] = useState('');
  const [pending, setPending] = useState<'move' | 'cancel' | null>(null);
  const day = chosenDay(state.days, query.day);

  async function act(event: FormEvent<HTMLFormElement>, action: 'move' | 'cancel') {
    event.preventDefault();
    if (pending) return;
    setPending(action);
    try {
      if (action === 'cancel') onCancelled(await cancelBooking(token));
      else onMoved(await rescheduleBooking(token, start));
    } catch (error) {
      const problem = slotProblemOf(error);
      if (linkGone(error)) onGone();
      else if (problem) onProblem(problem, await loadSlots(booking.kind).catch(() => state.days));
      else {
        showToast(language, {
          color: 'red',
          title: consultationCopy[language].errorTitle,
          message: describeSubmitError(error, language).message,
        });
      }
    } finally {
      setPending(null);
    }
  }

  const action = bookingManageAction(token);
  return (
    <Stack gap="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl">
        <Stack gap="md">
          <Title order={2} c="navy.9">
            {copy.manageDetails}
          </Title>
          <BookingDetails language={language} booking={booking} />
          <Text>{copy.invitation}</Text>
        </Stack>
      </Paper>
      {query.cancel ? (
        <Step id="paso-cancelar" title={copy.cancelTitle}>
          <form method="post" action={action} onSubmit={(event) => void act(event, 'cancel')}>
            <input type="hidden" name="action" value="cancel" />
            <input type="hidden" name="idioma" value={language} />
            <Stack gap="md" align="flex-start">
              <Text>{copy.cancelQuestion}</Text>
              <Group gap="sm">
                <PendingButton
                  type="submit"
                  color="red.9"
                  pending={pending === 'cancel'}
                  label={copy.cancelConfirm}
                  pendingLabel={copy.cancelling}
                />
                <LinkButton to={managePath(language, token)} tone="neutral">
                  {copy.cancelKeep}
                </LinkButton>
              </Group>
            </Stack>
          </form>
        </Step>
      ) : (
        <>
          <Step id="paso-cambiar" title={copy.rescheduleTitle}>
            <Text>{copy.rescheduleIntro}</Text>
            {state.problem && <ProblemAlert language={language} problem={state.problem} />}
            {day === null ? (
              <Text>{copy.noTimes}</Text>
            ) : (
              <>
                <DayChoices
                  language={language}
                  days={daysWithTimes(state.days)}
                  current={day.day}
                  href={(d) => manageHref(language, token, { day: d })}
                />
                <form method="post" action={action} onSubmit={(event) => void act(event, 'move')}>
                  <input type="hidden" name="action" value="reschedule" />
                  <input type="hidden" name="idioma" value={language} />
                  <Stack gap="md" align="flex-start">
                    <TimeChoices
                      language={language}
                      legend={copy.chooseTime}
                      slots={day.slots}
                      value={start}
                      onChange={setStart}
                    />
                    <PendingButton
                      type="submit"
                      pending={pending === 'move'}
                      label={copy.reschedule}
                      pendingLabel={copy.moving}
                    />
                  </Stack>
                </form>
              </>
            )}
          </Step>
          <Step id="paso-cancelar" title={copy.cancelTitle}>
            <div>
              <Button
                component={Link}
                to={manageHref(language, token, 'cancel')}
                variant="outline"
                color="red.9"
              >
                {copy.cancelLink}
              </Button>
            </div>
          </Step>
        </>
      )}
    </Stack>
  );
}
