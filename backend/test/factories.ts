import {
  addBusinessMinutes,
  ANSWER_PROMISE_MINUTES,
  DEFAULT_BUSINESS_HOURS,
  parseBusinessHours,
} from '../src/common/business-hours';
import { CONSENT_TEXTS, CURRENT_PRIVACY_POLICY_VERSION } from '../src/contact/consent';
import { type CreateBookingDto } from '../src/booking/dto/create-booking.dto';
import { type CreateContactDto } from '../src/contact/dto/create-contact.dto';
import { searchTextOf } from '../src/database/schema';
import { type NewSubmissionRow } from '../src/contacts/submission-writer';

let sequence = 0;

/** A valid consultation request; each call differs so tests can tell rows apart. */
export function contactRequest(
  overrides: Partial<Record<keyof CreateContactDto, unknown>> = {},
): Record<string, unknown> {
  sequence += 1;
  return {
    nombre: `María Pérez ${sequence}`,
    email: `maria${sequence}@example.com`,
    telefono: '+57 300 123 4567',
    tipo_caso: 'familia',
    mensaje: `Necesito asesoría sobre un proceso de divorcio (${sequence}).`,
    consent: true,
    ...overrides,
  };
}

/** A valid booking: a consultation request (contactRequest) with the meeting kind and its start. */
export function bookingRequest(
  kind: string,
  start: string,
  overrides: Partial<Record<keyof CreateBookingDto, unknown>> = {},
): Record<string, unknown> {
  return { ...contactRequest(overrides), kind, start, ...overrides };
}

/** scrypt's cost for the tests' password hashes (PASSWORD_HASH_COST): 128 times cheaper than production's. */
export const TEST_HASH_COST = '10';

export const STAFF = { email: 'staff@example.com', password: 'a-long-staff-password' };

/** The default business hours, as a server without BUSINESS_HOURS uses them. */
export const DEFAULT_CALENDAR = { week: parseBusinessHours(DEFAULT_BUSINESS_HOURS), closedDays: [] };

/** A stored submission row for seeding the database directly (bulk tests), with its proof of consent. */
export function submissionRow(index: number, createdAt: Date, processed = false): NewSubmissionRow {
  const fields = {
    nombre: `Cliente ${index}`,
    email: `cliente${index}@example.com`,
    telefono: '+57 300 000 0000',
    tipo_caso: ['familia', 'penal', 'administrativo', 'english', 'otro'][index % 5],
    mensaje: `Consulta número ${index} sobre un caso.`,
  };
  return {
    ...fields,
    consent: true,
    processed,
    createdAt,
    answerBy: addBusinessMinutes(createdAt, ANSWER_PROMISE_MINUTES, DEFAULT_CALENDAR),
    consentAt: createdAt,
    privacyPolicyVersion: CURRENT_PRIVACY_POLICY_VERSION,
    consentText: CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION].es,
    language: 'es',
    searchText: searchTextOf(fields),
    idempotencyKey: null,
    ackWithheld: false,
  };
}
