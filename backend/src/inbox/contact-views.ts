import { Injectable } from '@nestjs/common';
import { StaffBookingsService } from '../booking/staff-bookings.service';
import { type ContactSubmission } from '../contacts/contact-submission.entity';
import { ContactNotesService } from '../contacts/contact-notes.service';
import { ContactsService } from '../contacts/contacts.service';
import { type ContactFilter } from '../contacts/contacts-filter';
import { ContactNoteDto } from '../contacts/dto/contact-note.dto';
import { type ContactSort } from '../contacts/dto/list-contacts-query.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { ConsentRecordDto, type ContactDetailDto } from './dto/contact-detail.dto';
import { ContactSubmissionDto } from './dto/contact-submission.dto';

/**
 * What staff see of the requests: each with its notification states (from the notifications module), its
 * notes (from the contacts module) and its booking (from the booking module). Whatever the number of rows, each related table is read once
 * (WHERE submission_id IN (...)), never once per row.
 */
@Injectable()
export class ContactViews {
  constructor(
    private readonly contacts: ContactsService,
    private readonly notes: ContactNotesService,
    private readonly notifications: NotificationsService,
    private readonly bookings: StaffBookingsService,
  ) {}

  /** One page of the filtered list and how many the filter selects in all. */
  async page(
    filter: ContactFilter,
    limit: number,
    offset: number,
    sort?: ContactSort,
  ): Promise<{ items: ContactSubmissionDto[]; total: number }> {
    return this.contacts.page(filter, limit, offset, sort, (rows) => this.summaries(rows));
  }

  async detail(id: number): Promise<ContactDetailDto> {
    const [view] = await this.details([await this.contacts.found(id)]);
    return view;
  }

  async markProcessed(id: number, actor: string): Promise<ContactSubmissionDto> {
    const [view] = await this.summaries([await this.contacts.markProcessed(id, actor)]);
    return view;
  }

  async reopen(id: number, actor: string): Promise<ContactSubmissionDto> {
    const row = await this.contacts.reopen(id, actor);
    await this.notifications.reopened(id);
    const [view] = await this.summaries([row]);
    return view;
  }

  async markWhatsapp(id: number, hasWhatsapp: boolean | null, actor: string): Promise<ContactSubmissionDto> {
    const [view] = await this.summaries([await this.contacts.markWhatsapp(id, hasWhatsapp, actor)]);
    return view;
  }

  /** Everything held for one address (an access request), newest first. */
  async byEmail(email: string): Promise<ContactDetailDto[]> {
    return this.details(await this.contacts.byEmail(email));
  }

  async summaries(rows: ContactSubmission[]): Promise<ContactSubmissionDto[]> {
    const ids = rows.map((row) => row.id);
    const [states, counts, bookings] = await Promise.all([
      this.notifications.statesOf(ids),
      this.notes.countsOf(ids),
      this.bookings.ofRequests(ids),
    ]);
    return rows.map((row) =>
      ContactSubmissionDto.from(
        row,
        states.get(row.id) ?? [],
        counts.get(row.id) ?? 0,
        bookings.get(row.id) ?? null,
      ),
    );
  }

  async details(rows: ContactSubmission[]): Promise<ContactDetailDto[]> {
    const ids = rows.map((row) => row.id);
    const [states, notes, bookings] = await Promise.all([
      this.notifications.statesOf(ids),
      this.notes.notesOf(ids),
      this.bookings.ofRequests(ids),
    ]);
    return rows.map((row) => {
      const own = notes.filter((note) => note.submissionId === row.id);
      return {
        ...ContactSubmissionDto.from(row, states.get(row.id) ?? [], own.length, bookings.get(row.id) ?? null),
        consentRecord: ConsentRecordDto.from(row),
        notes: own.map(ContactNoteDto.from),
      };
    });
  }
}
