import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { decoyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';
import { SessionsRepository } from './sessions.repository';
import { type StaffLocale } from './staff-locale';
import { type StaffUser } from './staff-user.entity';
import { StaffUsersRepository } from './staff-users.repository';

export interface StaffUserView {
  id: number;
  email: string;
  createdAt: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new BadRequestException(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
}

@Injectable()
export class StaffUsersService {
  constructor(
    private readonly users: StaffUsersRepository,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private hash(password: string): Promise<string> {
    return hashPassword(password, this.config.passwordHashCost);
  }

  async add(email: string, password: string): Promise<StaffUserView> {
    const address = normaliseEmail(email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
      throw new BadRequestException(`Not an email address: ${email}`);
    checkPassword(password);
    if (await this.users.exists(address)) throw new ConflictException(`Staff user ${address} exists`);
    const createdAt = new Date();
    const id = await this.users.insert({
      email: address,
      passwordHash: await this.hash(password),
      createdAt,
    });
    return { id, email: address, createdAt };
  }

  async list(): Promise<StaffUserView[]> {
    const users = await this.users.list();
    return users.map(({ id, email, createdAt }) => ({ id, email, createdAt }));
  }

  count(): Promise<number> {
    return this.users.count();
  }

  findById(id: number): Promise<StaffUser | null> {
    return this.users.findById(id);
  }

  /** Remembers the panel's language for this person; false when the user no longer exists. */
  setLocale(id: number, locale: StaffLocale): Promise<boolean> {
    return this.users.setLocale(id, locale);
  }

  /**
   * A new password also ends every session of the user: one signed in with the old password (perhaps by
   * whoever learnt it) must not outlive it. Returns how many sessions ended.
   */
  async setPassword(email: string, password: string): Promise<number> {
    checkPassword(password);
    const address = normaliseEmail(email);
    const user = await this.users.findByEmail(address);
    if (!user) throw new NotFoundException(`No staff user ${address}`);
    await this.users.setPasswordHash(user.id, await this.hash(password));
    return this.sessions.endAllOf(user.id);
  }

  /** Removing a user also ends every session of theirs (ON DELETE CASCADE on sessions.user_id). */
  async remove(email: string): Promise<void> {
    if (!(await this.users.deleteByEmail(normaliseEmail(email))))
      throw new NotFoundException(`No staff user ${normaliseEmail(email)}`);
  }

  /** The same work whether the email is unknown or the password wrong, so neither answer is faster. */
  async verify(email: string, password: string): Promise<StaffUser | null> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    const ok = await verifyPassword(
      password,
      user?.passwordHash ?? (await decoyHash(this.config.passwordHashCost)),
    );
    return user && ok ? user : null;
  }

  /** Creates the ADMIN_EMAIL user on start-up when it does not exist yet; never changes an existing one. */
  async ensure(email: string, password: string): Promise<boolean> {
    if (await this.users.exists(normaliseEmail(email))) return false;
    await this.add(email, password);
    return true;
  }
}
