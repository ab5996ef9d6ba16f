import { useRepositoryDatabase } from '../../test/repository-database';
import { Session } from './session.entity';
import { StaffUser } from './staff-user.entity';
import { StaffUsersRepository } from './staff-users.repository';

const db = useRepositoryDatabase();

describe(`StaffUsersRepository on ${db.engine}`, () => {
  let users: StaffUsersRepository;
  const createdAt = new Date(Date.UTC(2025, 0, 1));

  beforeAll(() => {
    users = new StaffUsersRepository(db.dataSource().getRepository(StaffUser));
  });

  it('stores accounts and finds them by id and by email, listed by email', async () => {
    const zoe = await users.insert({ email: 'zoe@example.com', passwordHash: 'h1', createdAt });
    const ana = await users.insert({ email: 'ana@example.com', passwordHash: 'h2', createdAt });
    expect(await users.exists('zoe@example.com')).toBe(true);
    expect(await users.exists('nobody@example.com')).toBe(false);
    expect((await users.findById(zoe))?.email).toBe('zoe@example.com');
    expect((await users.findByEmail('ana@example.com'))?.id).toBe(ana);
    expect((await users.list()).map((user) => user.email)).toEqual(['ana@example.com', 'zoe@example.com']);
    expect(await users.count()).toBe(2);
    await expect(users.insert({ email: 'ana@example.com', passwordHash: 'h3', createdAt })).rejects.toThrow();
  });

  it('changes the locale and the password hash, and deletes an account with its sessions', async () => {
    const ana = (await users.findByEmail('ana@example.com'))!;
    expect(await users.setLocale(ana.id, 'en')).toBe(true);
    expect(await users.setLocale(-1, 'en')).toBe(false);
    await users.setPasswordHash(ana.id, 'new-hash');
    expect(await users.findById(ana.id)).toMatchObject({ locale: 'en', passwordHash: 'new-hash' });
    const sessions = db.dataSource().getRepository(Session);
    await sessions.insert({ id: 's', expiresAt: '1', userId: ana.id, data: '{}' });
    expect(await users.deleteByEmail('ana@example.com')).toBe(true);
    expect(await users.deleteByEmail('ana@example.com')).toBe(false);
    expect(await sessions.findOneBy({ id: 's' })).toBeNull();
  });
});
