// The server's refusals of an availability, in the staff member's language, at the fields the editor names
// by the availability's paths ("week.2.spans.0", "kinds.0.videoUrl", "bufferMinutes"). The API names them by
// the body's paths ("availability.week.2.spans.0") with the rule each breaks: one of the rules across fields
// (order, overlap, duplicate, required, empty: shared/src/booking-rules.ts) or class-validator's (min, max,
// matches, isUrl, isIn, isCalendarDay, ...). A sentence for that kind of field and rule when the panel has
// one, else the rule's, else a general one.
import { httpFailureOf } from '../../../../lib/http-error';
import type { AdminCopy } from '../../shared/i18n/admin-copy';
import { issuesOf, ruleWords, type FieldIssue } from '../../shared/utils/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../shared/utils/form-fields';

/** The body's paths name the availability's fields inside `{ availability, version }`. */
const BODY_PREFIX = 'availability.';

/** "availability.week.2.spans.1" as the editor names it: "week.2.spans.1". */
export const editorPath = (path: string) =>
  path.startsWith(BODY_PREFIX) ? path.slice(BODY_PREFIX.length) : path;

/** "kinds.3.videoUrl" as the kind of field it is: "kinds.*.videoUrl". */
const generalPath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

/** One problem (its path the editor's) in the panel's words. */
export function problemWords({ path, code, args = [] }: FieldIssue, copy: AdminCopy): string {
  const { codes, rules, atLeast, atMost, other } = copy.booking.errors;
  const known = `${generalPath(path)}.${code}`;
  if (Object.hasOwn(codes, known)) return codes[known];
  const [limit] = args;
  if (typeof limit === 'number' && code === 'min') return atLeast(limit);
  if (typeof limit === 'number' && code === 'max') return atMost(limit);
  if (Object.hasOwn(rules, code)) return rules[code];
  // The validation pipe's other rule names (maxChars, whitelistValidation) as every staff form words them.
  const words = ruleWords({ path, code, args }, copy);
  if (words !== copy.apiErrors.rules.invalid) return words.charAt(0).toUpperCase() + words.slice(1) + '.';
  return other;
}

/** A 400's problems by the editor's field paths; none for any other answer. */
export function availabilityErrors(error: unknown, copy: AdminCopy): FieldErrors {
  const failure = httpFailureOf(error);
  if (failure?.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const [path, words] of Object.entries(fieldErrorsOf(error, copy))) found[editorPath(path)] = words;
  for (const issue of issuesOf(failure)) {
    const path = editorPath(issue.path);
    found[path] = problemWords({ ...issue, path }, copy);
  }
  return found;
}
