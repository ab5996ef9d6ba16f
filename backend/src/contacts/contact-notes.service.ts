import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { ContactNote } from './contact-note.entity';
import { contactTarget, ContactsService } from './contacts.service';
import { ContactNoteDto } from './dto/contact-note.dto';

/** Staff members' internal notes on a request. */
@Injectable()
export class ContactNotesService {
  constructor(
    @InjectRepository(ContactNote) private readonly notes: Repository<ContactNote>,
    private readonly contacts: ContactsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Stored with insert() (one autocommit statement); 404 when the request does not exist. */
  async add(contactId: number, author: string, body: string): Promise<ContactNoteDto> {
    await this.contacts.found(contactId);
    const note = { submissionId: contactId, author, body, createdAt: this.clock.now() };
    try {
      const { identifiers } = await this.notes.insert(note);
      await this.audit.record(author, 'note_added', contactTarget(contactId));
      return ContactNoteDto.from({ ...note, id: Number(identifiers[0].id) });
    } catch (error) {
      // Deleted between the look-up and the insert: the foreign key refused the note.
      await this.contacts.found(contactId);
      throw error;
    }
  }
}
