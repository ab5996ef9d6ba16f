import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { byChannel, Notification } from '../notifications/notification.entity';
import { ContactNote } from './contact-note.entity';
import { type ContactSubmission } from './contact-submission.entity';
import { ConsentRecordDto, type ContactDetailDto } from './dto/contact-detail.dto';
import { ContactNoteDto } from './dto/contact-note.dto';
import { ContactSubmissionDto } from './dto/contact-submission.dto';
import { NotificationStateDto } from './dto/notification-state.dto';

const groupBy = <T>(items: T[], key: (item: T) => number): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * Turns stored rows into what staff see. Whatever the number of rows, each related table is read once
 * (WHERE submission_id IN (...)), never once per row.
 */
@Injectable()
export class ContactViews {
  constructor(
    @InjectRepository(ContactNote) private readonly notes: Repository<ContactNote>,
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
  ) {}

  /** How many notes each request has; requests without notes are absent from the map. */
  async noteCounts(ids: number[]): Promise<Map<number, number>> {
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

  async summaries(rows: ContactSubmission[]): Promise<ContactSubmissionDto[]> {
    const ids = rows.map((row) => row.id);
    const [states, counts] = await Promise.all([this.notificationStates(ids), this.noteCounts(ids)]);
    return rows.map((row) =>
      ContactSubmissionDto.from(row, states.get(row.id) ?? [], counts.get(row.id) ?? 0),
    );
  }

  async details(rows: ContactSubmission[]): Promise<ContactDetailDto[]> {
    const ids = rows.map((row) => row.id);
    const [states, notes] = await Promise.all([
      this.notificationStates(ids),
      ids.length === 0
        ? []
        : this.notes.find({ where: { submissionId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    const notesOf = groupBy(notes, (note) => note.submissionId);
    return rows.map((row) => {
      const own = notesOf.get(row.id) ?? [];
      return {
        ...ContactSubmissionDto.from(row, states.get(row.id) ?? [], own.length),
        consentRecord: ConsentRecordDto.from(row),
        notes: own.map(ContactNoteDto.from),
      };
    });
  }

  /** Each request's outbox rows, email first, then webhook. */
  private async notificationStates(ids: number[]): Promise<Map<number, NotificationStateDto[]>> {
    if (ids.length === 0) return new Map();
    const rows = await this.notifications.find({ where: { submissionId: In(ids) } });
    rows.sort(byChannel);
    const grouped = groupBy(rows, (row) => row.submissionId);
    return new Map([...grouped].map(([id, group]) => [id, group.map(NotificationStateDto.from)]));
  }
}
