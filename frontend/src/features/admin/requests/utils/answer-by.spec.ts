import { answerByState, formatAnswerBy, formatDuration } from './answer-by';
import { formatSubmissionDate } from '../../shared/utils/format-date';
import { staffI18n } from '../../shared/i18n/use-staff-i18n';

const EN = staffI18n('en');
const ES = staffI18n('es');

const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
const MINUTE = 60_000;
// Tuesday 3 June 2025, 10:30 a. m. in Medellín (UTC-5 all year).
const DUE = '2025-06-03T15:30:00.000Z';
const due = Date.parse(DUE);

describe('durations in words', () => {
  it.each([
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [130, '2 h 10 min'],
    [23 * 60 + 59, '23 h 59 min'],
    [24 * 60, '1 d'],
    [24 * 60 + 59, '1 d'],
    [27 * 60 + 10, '1 d 3 h'],
    [3 * 24 * 60 + 2 * 60, '3 d 2 h'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('the answer-by time in Spanish', () => {
  it('is the hour alone on the same day in Medellín', () => {
    const text = squash(formatAnswerBy(new Date(DUE), new Date('2025-06-03T13:00:00Z'), 'es'));
    expect(text).toMatch(/^10:30 a\. ?m\.$/);
  });

  it('keeps the hour and its "a. m." on one line', () => {
    expect(formatAnswerBy(new Date(DUE), new Date(due - MINUTE), 'es')).toMatch(/10:30\u00a0a\.\u00a0m\.$/);
  });

  it("writes the whole date on another day, as every date in the panel, by Medellín's calendar", () => {
    // 03:30 UTC on 4 June is still 3 June (10:30 p. m.) in Medellín: the same day as 10 a. m. there.
    expect(squash(formatAnswerBy(new Date('2025-06-04T03:30:00Z'), new Date(due), 'es'))).toMatch(
      /^10:30 p\. ?m\.$/,
    );
    // Friday evening's request is due on Monday morning.
    const monday = squash(
      formatAnswerBy(new Date('2025-06-09T14:00:00Z'), new Date('2025-06-06T23:30:00Z'), 'es'),
    );
    expect(monday).toBe(squash(formatSubmissionDate('2025-06-09T14:00:00Z', 'es')));
    expect(monday).toMatch(/^9 de junio de 2025(,| a las) 9:00 a\. ?m\.$/);
    const text = squash(
      formatAnswerBy(new Date('2024-12-30T14:00:00Z'), new Date('2025-01-02T15:00:00Z'), 'es'),
    );
    expect(text).toMatch(/^30 de diciembre de 2024(,| a las) 9:00 a\. ?m\.$/);
  });
});

describe('the answer-by time in English', () => {
  it('is the hour alone on the same day, with AM or PM kept on its line', () => {
    expect(formatAnswerBy(new Date(DUE), new Date(due - MINUTE), 'en')).toBe('10:30\u00a0AM');
    expect(squash(formatAnswerBy(new Date('2025-06-04T03:30:00Z'), new Date(due), 'en'))).toBe('10:30 PM');
  });

  it('writes the whole date on another day (month first)', () => {
    const monday = squash(
      formatAnswerBy(new Date('2025-06-09T14:00:00Z'), new Date('2025-06-06T23:30:00Z'), 'en'),
    );
    expect(monday).toMatch(/^June 9, 2025(,| at) 9:00 AM$/);
  });
});

describe('time left and overdue in Spanish', () => {
  const at = (offset: number) => answerByState(DUE, due + offset, ES)!;

  it('says the time left and how late, in Spanish words', () => {
    expect(squash(at(-45 * MINUTE).due)).toMatch(/^10:30 a\. ?m\.$/);
    expect(at(-45 * MINUTE).remaining).toBe('Tiempo restante: 45 min');
    expect(at(-(2 * 60 + 10) * MINUTE).remaining).toBe('Tiempo restante: 2 h 10 min');
    expect(at(0)).toMatchObject({ overdue: true, remaining: 'Vencida hace menos de 1 min' });
    expect(at(25 * MINUTE + 50_000).remaining).toBe('Vencida hace 25 min');
  });
});

describe('time left and overdue', () => {
  const at = (offset: number) => answerByState(DUE, due + offset, EN)!;

  it('says when the answer is due and how long is left, rounding the minutes up', () => {
    const state = at(-45 * MINUTE);
    expect(squash(state.due)).toBe('10:30 AM');
    expect(state).toMatchObject({ overdue: false, remaining: '45 min left' });
    expect(at(-44 * MINUTE - 10_000).remaining).toBe('45 min left');
    expect(at(-(2 * 60 + 10) * MINUTE).remaining).toBe('2 h 10 min left');
    expect(at(-(2 * 24 * 60 + 5 * 60) * MINUTE).remaining).toBe('2 d 5 h left');
    expect(at(-1).remaining).toBe('1 min left');
  });

  it('is overdue from the answer-by time on, saying by how much, rounding the minutes down', () => {
    expect(at(0)).toMatchObject({ overdue: true, remaining: 'Overdue by less than 1 min' });
    expect(at(MINUTE - 1).remaining).toBe('Overdue by less than 1 min');
    expect(at(MINUTE).remaining).toBe('Overdue by 1 min');
    expect(at(25 * MINUTE + 50_000)).toMatchObject({ overdue: true, remaining: 'Overdue by 25 min' });
    expect(at(75 * MINUTE).remaining).toBe('Overdue by 1 h 15 min');
    expect(at(26 * 60 * MINUTE).remaining).toBe('Overdue by 1 d 2 h');
  });

  it('says when to look again: the moment the words change, never more than a minute away', () => {
    expect(at(-45 * MINUTE).changesInMs).toBe(MINUTE);
    expect(at(-44 * MINUTE - 10_000).changesInMs).toBe(10_000);
    expect(at(-1).changesInMs).toBe(1);
    expect(at(0).changesInMs).toBe(MINUTE);
    expect(at(25 * MINUTE + 50_000).changesInMs).toBe(10_000);
    // Just after the change the words indeed differ, and just before they do not.
    for (const offset of [-45 * MINUTE, -44 * MINUTE - 10_000, -1, 0, 25 * MINUTE + 50_000]) {
      const { remaining, changesInMs } = at(offset);
      expect(at(offset + changesInMs - 1).remaining).toBe(remaining);
      expect(at(offset + changesInMs).remaining).not.toBe(remaining);
    }
  });

  it('shows nothing for a value that is not a date', () => {
    expect(answerByState('not a date', due, EN)).toBeNull();
    expect(answerByState('not a date', due, ES)).toBeNull();
  });
});
