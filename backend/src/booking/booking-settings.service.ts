import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  type AvailabilityProblem,
  type AvailabilityProblemCode,
  availabilityProblems,
  type BookingAvailability,
  canonicalJson,
  defaultAvailability,
} from '@abogados/shared';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { registerErrorCodes } from '../common/error-codes';
import { ContentService } from '../content/content.service';
import { BookingSettingsRepository } from './booking-settings.repository';

/** Refusals the panel words itself (common/error-codes.ts). */
const BOOKING_MESSAGES = {
  stale:
    'The booking availability was changed by someone else since it was loaded: reload it, then make the change again',
} as const;
registerErrorCodes('booking', BOOKING_MESSAGES);

/** The English of each rule across fields (shared/src/booking-rules.ts), by the field it names. */
const PROBLEM_MESSAGES: Record<AvailabilityProblemCode, string> = {
  order: 'must end after it starts',
  overlap: "must start once the day's span before it ends",
  duplicate: 'id must be unique among the kinds',
  required: 'an active video call needs the https link of the firm’s video meetings',
  empty: 'at least one kind of meeting must be active',
};

/** The availability and the version it was saved as (0: never saved, the defaults). */
export interface SavedAvailability {
  availability: BookingAvailability;
  version: number;
}

/** The fields of a save, in the order the type declares them: what the stored text and the audit name. */
const FIELDS = [
  'week',
  'closedDays',
  'vacations',
  'bufferMinutes',
  'noticeMinutes',
  'horizonDays',
  'dailyCap',
  'stepMinutes',
  'kinds',
] as const satisfies ReadonlyArray<keyof BookingAvailability>;

/** Only the type's fields, as plain JSON (a DTO instance carries its class). */
function plain(availability: BookingAvailability): BookingAvailability {
  const copy = JSON.parse(JSON.stringify(availability)) as BookingAvailability;
  return Object.fromEntries(FIELDS.map((field) => [field, copy[field]])) as unknown as BookingAvailability;
}

function refusal(problems: AvailabilityProblem[]): BadRequestException {
  // The body's paths: the availability is sent inside { availability, version }.
  const issues = problems.map(({ path, code }) => ({ path: `availability.${path}`, code }));
  return new BadRequestException({
    statusCode: 400,
    message: 'Validation failed',
    errors: Object.fromEntries(issues.map(({ path, code }) => [path, PROBLEM_MESSAGES[code]])),
    issues,
  });
}

/**
 * When visitors can book the free consultation, as staff set it in the panel (GET and PUT
 * /api/admin/booking/availability). Until the first save it is the defaults, whose week follows the office
 * hours; a save is guarded by the version the editor loaded, so nobody overwrites another's change unseen.
 */
@Injectable()
export class BookingSettingsService {
  constructor(
    private readonly rows: BookingSettingsRepository,
    private readonly content: ContentService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async read(): Promise<SavedAvailability> {
    const row = await this.rows.row();
    if (!row) return { availability: defaultAvailability(this.content.snapshot().hours.office), version: 0 };
    return { availability: JSON.parse(row.availability) as BookingAvailability, version: row.version };
  }

  /** The availability free slots are worked out from. */
  async current(): Promise<BookingAvailability> {
    return (await this.read()).availability;
  }

  /** Stores what staff sent as the next version, if `version` is still the current one; audited. */
  async save(sent: BookingAvailability, version: number, actor: string): Promise<SavedAvailability> {
    const availability = plain(sent);
    const problems = availabilityProblems(availability);
    if (problems.length > 0) throw refusal(problems);
    const before = await this.read();
    if (before.version !== version) throw new ConflictException(BOOKING_MESSAGES.stale);
    const written = await this.rows.save(
      { availability: JSON.stringify(availability), at: this.clock.now(), by: actor },
      version,
    );
    if (!written) throw new ConflictException(BOOKING_MESSAGES.stale);
    const changed = FIELDS.filter(
      (field) => canonicalJson(before.availability[field]) !== canonicalJson(availability[field]),
    );
    await this.audit.record(
      actor,
      'booking_availability_updated',
      'booking availability',
      changed.length > 0 ? changed.join(', ') : 'saved unchanged',
    );
    return { availability, version: version + 1 };
  }
}
