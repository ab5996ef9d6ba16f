import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ContactNote } from './contact-note.entity';

/** The notes' queries, the same on both engines. */
@Injectable()
export class ContactNotesRepository {
  constructor(@InjectRepository(ContactNote) private readonly notes: Repository<ContactNote>) {}

  /** Stored with insert() (one autocommit statement); answers its id. The foreign key refuses a missing request. */
  async insert(note: Omit<ContactNote, 'id' | 'submission'>): Promise<number> {
    const { identifiers } = await this.notes.insert(note);
    return Number(identifiers[0].id);
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
