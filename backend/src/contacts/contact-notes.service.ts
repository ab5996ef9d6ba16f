import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { type ContactNote } from './contact-note.entity';
import { ContactNotesRepository } from './contact-notes.repository';
import { contactTarget, ContactsService } from './contacts.service';
import { ContactNoteDto } from './dto/contact-note.dto';

/** Staff members' internal notes on a request. */
@Injectable()
export class ContactNotesService {
  constructor(
    private readonly notes: ContactNotesRepository,
    private readonly contacts: ContactsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Stored in one autocommit statement; 404 when the request does not exist. */
  async add(contactId: number, author: string, body: string): Promise<ContactNoteDto> {
    await this.contacts.found(contactId);
    const note = { submissionId: contactId, author, body, createdAt: this.clock.now() };
    try {
      const id = await this.notes.insert(note);
      await this.audit.record(author, 'note_added', contactTarget(contactId));
      return ContactNoteDto.from({ ...note, id });
    } catch (error) {
      // Deleted between the look-up and the insert: the foreign key refused the note.
      await this.contacts.found(contactId);
      throw error;
    }
  }

  /** How many notes each request has; requests without notes are absent from the map. One query. */
  countsOf(ids: number[]): Promise<Map<number, number>> {
    return this.notes.countsOf(ids);
  }

  /** The notes of these requests, oldest first. One query. */
  notesOf(ids: number[]): Promise<ContactNote[]> {
    return this.notes.notesOf(ids);
  }
}
