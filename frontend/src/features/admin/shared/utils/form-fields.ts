// Where each fact a staff form edits is: the id of its field (the Site tab's before-launch list links to it,
// the server's errors land beside it), the lists staff edit one item per line, and an upload's refusal.
import { httpFailureOf, jsonErrorMessage } from '../../../../lib/http-error';
import { ADMIN_COPY, type AdminCopy } from '../i18n/admin-copy';
import { currentStaffLocale } from '../i18n/staff-locale';
import { codeWords, issuesOf, ruleWords } from './api-error';

/** A field's path as the server names it, with the section first: "firm.phone", "firm.social.1.url". */
export type FieldPath = string;

/** Field errors by path within a section, as a 400 answer names them ("phone", "social.1.url"). */
export type FieldErrors = Readonly<Record<string, string>>;

const NO_ERRORS: FieldErrors = {};

/** "firm.social[1].url" and "firm.social.1.url" alike become "site-firm-social-1-url". */
export function fieldId(path: FieldPath): string {
  return `site-${path.replace(/\[(\d+)\]/g, '.$1').replace(/\./g, '-')}`;
}

/**
 * The field a before-launch fact sends staff to: the fact's own field, or the first field of a fact that is
 * a group (the address: its street; a profile: its title).
 */
export function beforeLaunchTarget(field: FieldPath): string {
  if (field === 'firm.address') return fieldId('firm.address.street');
  if (/^attorney\.profile\.(es|en)$/.test(field)) return fieldId(`${field}.title`);
  return fieldId(field);
}

/**
 * The per-field messages of a 400 answer, in the panel's language (the field's label is beside it, so the
 * message is the rule: "cannot be empty"); none for any other failure. A field the server refused without a
 * code reads as it said in the English panel, "is not valid" in the Spanish one.
 */
export function fieldErrorsOf(
  error: unknown,
  copy: AdminCopy = ADMIN_COPY[currentStaffLocale()],
  statuses: readonly number[] = [400],
): FieldErrors {
  const failure = httpFailureOf(error);
  if (
    !failure ||
    !statuses.includes(failure.status) ||
    typeof failure.json !== 'object' ||
    failure.json === null
  )
    return NO_ERRORS;
  const { errors } = failure.json as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return NO_ERRORS;
  const coded = new Map(issuesOf(failure).map((issue) => [issue.path, issue]));
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + '.';
  // A refusal about one field with a code of its own (a taken slug) says it in the panel's words.
  const answerWords = codeWords(failure, copy);
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([path, message]) => {
        const issue = coded.get(path);
        if (issue) return [path, sentence(ruleWords(issue, copy))];
        if (answerWords) return [path, answerWords];
        return [path, copy.apiErrors.serverWordsShown ? message : sentence(copy.apiErrors.rules.invalid)];
      }),
  );
}

/** The message for one field, or for a list: the list's own and its items' ("skills", "skills.2"). */
export function errorAt(errors: FieldErrors, path: string, { list = false } = {}): string | undefined {
  const messages = Object.entries(errors)
    .filter(
      ([key]) => key === path || (list && new RegExp(`^${path.replace(/\./g, '\\.')}\\.\\d+$`).test(key)),
    )
    .map(([, message]) => message);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** The answers that refuse the file itself: none, several, damaged, too large, not an image, wrong size. */
const FILE_REFUSALS = new Set([400, 413, 415, 422]);

/** Why a file was refused, in the panel's words, shown beside the file field; null for any other failure. */
export function uploadRefusal(
  error: unknown,
  copy: AdminCopy = ADMIN_COPY[currentStaffLocale()],
): string | null {
  const failure = httpFailureOf(error);
  if (!failure || !FILE_REFUSALS.has(failure.status)) return null;
  const words = codeWords(failure, copy);
  if (words) return words;
  if (!copy.apiErrors.serverWordsShown)
    return copy.apiErrors.status[failure.status] ?? copy.apiErrors.generic;
  return jsonErrorMessage(failure.json) ?? failure.body;
}

/** A list as staff type it: one item per line. */
export const linesOf = (list: readonly string[]): string => list.join('\n');

/** The items of a one-per-line text: each line trimmed, empty lines left out. */
export function listOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
