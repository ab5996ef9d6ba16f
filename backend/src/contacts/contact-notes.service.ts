import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
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

  /** How many notes each request has; requests without notes are absent from the map. One query. */
  async countsOf(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.notes
      .createQueryBuilder('note')
      .select('note.submissionId', 'id')
      .addSelect('COUNT(*)', 'count')
      .where('note.submissionId IN (:...ids)', { ids })
      .groupBy('note.submissionId')
      .getRawMany<{ id: number | string; count: number | string }>();
    return new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
  }

  /** The notes of these requests, oldest first. One query. */
  notesOf(ids: number[]): Promise<ContactNote[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.notes.find({ where: { submissionId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
