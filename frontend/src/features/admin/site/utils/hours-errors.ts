// The office hours' problems in the staff member's language, by the field paths the server names them
// with ("office.0.spans.1.closes"): found before sending where the browser can tell, and the server's
// refusals (worded in English for integrators) put into the same words.
import { CLOSING_TIME, minutesOf, OPENING_TIME, type OfficeHours, type WeekHours } from '@abogados/shared';
import type { FieldErrors } from '../../shared/utils/form-fields';

export interface HoursErrorWords {
  time: string;
  closesAfterOpens: string;
  order: string;
  day: string;
  other: string;
}

function weekErrors(name: 'office' | 'attention', week: WeekHours, words: HoursErrorWords) {
  const errors: Record<string, string> = {};
  week.forEach((day, index) => {
    const base = `${name}.${index}.spans`;
    day.spans.forEach((span, spanIndex) => {
      const at = `${base}.${spanIndex}`;
      if (!OPENING_TIME.test(span.opens)) errors[`${at}.opens`] = words.time;
      if (!CLOSING_TIME.test(span.closes)) errors[`${at}.closes`] = words.time;
      else if (OPENING_TIME.test(span.opens) && minutesOf(span.closes) <= minutesOf(span.opens))
        errors[`${at}.closes`] = words.closesAfterOpens;
    });
    const overlaps = day.spans.some(
      (span, i) => i > 0 && minutesOf(span.opens) < minutesOf(day.spans[i - 1].closes),
    );
    if (overlaps && !Object.keys(errors).some((key) => key.startsWith(`${base}.`)))
      errors[base] = words.order;
  });
  return errors;
}

/** What the browser can tell is wrong before sending (empty when nothing is). */
export function localHoursErrors(hours: OfficeHours, words: HoursErrorWords): FieldErrors {
  return {
    ...weekErrors('office', hours.office, words),
    ...(hours.attention ? weekErrors('attention', hours.attention, words) : {}),
  };
}

/** The server's field errors in the staff member's words. */
export function hoursErrors(server: FieldErrors, words: HoursErrorWords): FieldErrors {
  return Object.fromEntries(
    Object.entries(server).map(([path, message]) => {
      if (/\.(opens|closes)$/.test(path))
        return [path, /later than/.test(message) ? words.closesAfterOpens : words.time];
      if (/\.spans$/.test(path)) return [path, words.order];
      if (/^closedDays/.test(path)) return ['closedDays', words.day];
      return [path, words.other];
    }),
  );
}
