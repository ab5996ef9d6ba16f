// The server's refusals of an availability, in the staff member's language, by the paths it names the
// fields with ("week.2.spans.0", "kinds.0.videoUrl", "bufferMinutes"). Each problem's code names the field
// and the rule ("kinds.0.videoUrl.required"): a sentence for that kind of field and rule when the panel has
// one, else the rule's, else a general one.
import { httpFailureOf } from '../../../../lib/http-error';
import type { AdminCopy } from '../../shared/i18n/admin-copy';
import { issuesOf, ruleWords } from '../../shared/utils/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../shared/utils/form-fields';

/** "kinds.0.videoUrl.required" as the kind of problem it is: "kinds.*.videoUrl.required". */
const generalCode = (code: string) => code.replace(/\.\d+(?=\.|$)/g, '.*');

/** One problem in the panel's words; a code without a dot is a rule of the field at `path`. */
export function problemWords(path: string, code: string, copy: AdminCopy): string {
  const { codes, rules, other } = copy.booking.errors;
  const full = code.includes('.') || path === '' ? code : `${path}.${code}`;
  const general = generalCode(full);
  const rule = full.slice(full.lastIndexOf('.') + 1);
  if (Object.hasOwn(codes, general)) return codes[general];
  if (Object.hasOwn(rules, rule)) return rules[rule];
  // The validation pipe's own rule names (isInt, maxLength) as every staff form words them.
  const words = ruleWords({ path, code: rule }, copy);
  if (words !== copy.apiErrors.rules.invalid) return words.charAt(0).toUpperCase() + words.slice(1) + '.';
  return other;
}

/** A 400's problems by field path; none for any other answer. */
export function availabilityErrors(error: unknown, copy: AdminCopy): FieldErrors {
  const failure = httpFailureOf(error);
  if (failure?.status !== 400) return {};
  const found: Record<string, string> = { ...fieldErrorsOf(error, copy) };
  for (const { path, code } of issuesOf(failure)) {
    // A problem of the whole list ("kinds.empty") may come without a path: its code names the list.
    const at = path || code.slice(0, code.lastIndexOf('.'));
    found[at] = problemWords(at, code, copy);
  }
  return found;
}
