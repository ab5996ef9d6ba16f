/**
 * @jest-environment ./test/jsdom-environment.cjs
 */
import { within } from '@testing-library/react';
import {
  card,
  installClock,
  renderAdminPanel,
  runFor,
  settleUntil,
  submission,
  setUpStaffApi,
} from '../../../../../test/admin-panel';
import type { ContactSubmission } from '../../../../lib/api/endpoints';

// The 60-minute promise on the cards: each pending request's answer-by time and the time left, running on
// the fake clock, and "Overdue" once past it, in an English browser. The order, the filter, the counter and
// the notifications stay in e2e/admin-answer-by.spec.ts, against the real server.

const MINUTE = 60_000;

/** The fake clock stands at T0 (10:00 in Medellín); every answer-by time is set from it. */
const T0 = Date.parse('2026-03-10T15:00:00.000Z');
/** A request due `minutes` after T0 (before it when negative). */
const dueIn = (nombre: string, minutes: number, processed = false) =>
  submission(nombre, { answerBy: new Date(T0 + minutes * MINUTE).toISOString(), processed });

const vencida = dueIn('Vencida Ruiz', -25);
const justo = dueIn('Justo Pérez', 5);
const pronto = dueIn('Pronto Gómez', 45);
const tarde = dueIn('Tarde Marín', 2 * 60 + 10);
const otraVez = dueIn('Pronto Gómez otra vez', 3 * 24 * 60);
const atendida = dueIn('Atendida López', -3 * 60, true);

/** "10:30" as Medellín's clock shows `at` (en-US writes hours without a leading zero, 12-hour). */
function bogotaTime(at: number): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  })
    .format(at)
    .replace(/\s*[AP]M$/, '');
}

const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

const api = setUpStaffApi();
beforeEach(() => {
  api.contacts = [otraVez, justo, tarde, vencida, pronto, atendida];
});

const part = (contact: ContactSubmission, selector: string) =>
  card(contact.nombre).querySelector<HTMLElement>(selector);
const remaining = (contact: ContactSubmission) => part(contact, '[data-remaining]')?.textContent;

/** The panel at T0 on the fake clock, once the cards are shown: time moves only when the test moves it. */
async function openPanelAtT0(): Promise<void> {
  installClock(T0);
  renderAdminPanel();
  await settleUntil(() => document.querySelector('article') !== null);
}

describe('the answer-by time on the cards', () => {
  it('shows each pending request its answer-by time and the time left; processed ones show none', async () => {
    await openPanelAtT0();
    expect(remaining(pronto)).toBe('45 min left');
    expect(squash(part(pronto, '[data-due]')!.textContent!)).toMatch(
      new RegExp(`^Answer by (.+ )?${bogotaTime(Date.parse(pronto.answerBy))} [AP]M$`),
    );
    expect(part(pronto, '[data-due] time')!.getAttribute('datetime')).toBe(pronto.answerBy);
    expect(remaining(tarde)).toBe('2 h 10 min left');
    expect(remaining(justo)).toBe('5 min left');
    expect(remaining(otraVez)).toBe('3 d left');
    // Three days away: the whole date, as every date in the panel, in English (the panel's language in an
    // English browser).
    expect(squash(part(otraVez, '[data-due]')!.textContent!)).toMatch(
      /^Answer by (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2} [AP]M$/,
    );

    expect(remaining(vencida)).toBe('Overdue by 25 min');
    expect(within(card(vencida.nombre)).getAllByText('Overdue', { exact: true })).toHaveLength(1);
    expect(within(card(pronto.nombre)).queryAllByText('Overdue', { exact: true })).toHaveLength(0);

    expect(part(atendida, '[data-status]')!.textContent).toBe('Processed');
    expect(part(atendida, '[data-answer-by]')).toBeNull();
    expect(within(card(atendida.nombre)).queryAllByText(/left|Overdue|Answer by/)).toHaveLength(0);
  });

  it('counts down on the fake clock and marks a request Overdue the moment its answer-by time passes', async () => {
    await openPanelAtT0();
    expect(remaining(justo)).toBe('5 min left');
    // 44 min 30 s left still reads 45: minutes left are rounded up.
    await runFor(30_000);
    expect(remaining(pronto)).toBe('45 min left');
    await runFor(30_000);
    expect(remaining(pronto)).toBe('44 min left');
    expect(remaining(justo)).toBe('4 min left');

    await runFor(4 * MINUTE - 1);
    expect(remaining(justo)).toBe('1 min left');
    expect(part(justo, '[data-answer-by]')!.getAttribute('data-answer-by')).toBe('due');
    expect(within(card(justo.nombre)).queryAllByText('Overdue', { exact: true })).toHaveLength(0);

    await runFor(1);
    expect(remaining(justo)).toBe('Overdue by less than 1 min');
    expect(part(justo, '[data-answer-by]')!.getAttribute('data-answer-by')).toBe('overdue');
    expect(within(card(justo.nombre)).getAllByText('Overdue', { exact: true })).toHaveLength(1);
    expect(remaining(pronto)).toBe('40 min left');

    await runFor(MINUTE);
    expect(remaining(justo)).toBe('Overdue by 1 min');
    expect(remaining(vencida)).toBe('Overdue by 31 min');
    expect(remaining(tarde)).toBe('2 h 4 min left');
  });
});
