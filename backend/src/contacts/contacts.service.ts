import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactSubmission } from './contact-submission.entity';

export type NewContactSubmission = Pick<
  ContactSubmission,
  'nombre' | 'email' | 'telefono' | 'tipo_caso' | 'mensaje' | 'consent'
>;

@Injectable()
export class ContactsService {
  constructor(
    @InjectRepository(ContactSubmission) private readonly repository: Repository<ContactSubmission>,
  ) {}

  /**
   * One INSERT in autocommit, not save(): on SQLite TypeORM shares one connection, and save()'s
   * transaction could be joined by a concurrent request, so the row would not be committed when we answer.
   */
  async create(input: NewContactSubmission): Promise<{ id: number; createdAt: Date }> {
    const createdAt = new Date();
    const result = await this.repository.insert({ ...input, processed: false, createdAt });
    return { id: Number(result.identifiers[0].id), createdAt };
  }

  list(): Promise<ContactSubmission[]> {
    return this.repository.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Idempotent: marking a processed submission again leaves it as it is. */
  async markProcessed(id: number): Promise<ContactSubmission> {
    await this.repository.update({ id }, { processed: true });
    const submission = await this.repository.findOneBy({ id });
    if (!submission) throw new NotFoundException(`Contact submission ${id} not found`);
    return submission;
  }
}
