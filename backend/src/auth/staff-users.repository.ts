import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type StaffLocale } from './staff-locale';
import { StaffUser } from './staff-user.entity';

/** The staff accounts' queries, the same on both engines; emails are given normalised (lower case). */
@Injectable()
export class StaffUsersRepository {
  constructor(@InjectRepository(StaffUser) private readonly users: Repository<StaffUser>) {}

  exists(email: string): Promise<boolean> {
    return this.users.existsBy({ email });
  }

  /** Stores a new account in one statement; answers its id. */
  async insert(user: Pick<StaffUser, 'email' | 'passwordHash' | 'createdAt'>): Promise<number> {
    const result = await this.users.insert(user);
    return Number(result.identifiers[0].id);
  }

  /** Every account, by email. */
  list(): Promise<StaffUser[]> {
    return this.users.find({ order: { email: 'ASC' } });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  findById(id: number): Promise<StaffUser | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<StaffUser | null> {
    return this.users.findOneBy({ email });
  }

  /** False when the user no longer exists. */
  async setLocale(id: number, locale: StaffLocale): Promise<boolean> {
    const result = await this.users.update({ id }, { locale });
    return Boolean(result.affected);
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  /** Deletes the account (its sessions go with it, ON DELETE CASCADE): false when there was none. */
  async deleteByEmail(email: string): Promise<boolean> {
    const result = await this.users.delete({ email });
    return Boolean(result.affected);
  }
}
