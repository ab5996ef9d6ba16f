import { useRepositoryDatabase } from '../../test/repository-database';
import { Session } from './session.entity';
import { SessionsRepository } from './sessions.repository';
import { StaffUser } from './staff-user.entity';

const db = useRepositoryDatabase();

describe(`SessionsRepository on ${db.engine}`, () => {
  let sessions: SessionsRepository;
  let userId: number;
  const T0 = 1_700_000_000_000;

  beforeAll(async () => {
    sessions = new SessionsRepository(db.dataSource().getRepository(Session));
    const users = db.dataSource().getRepository(StaffUser);
    const { identifiers } = await users.insert({
      email: 'sessions@example.com',
      passwordHash: 'x',
      createdAt: new Date(T0),
    });
    userId = Number(identifiers[0].id);
  });

  it('stores a session, writes over it, moves its expiry and deletes it', async () => {
    expect(await sessions.find('a')).toBeNull();
    await sessions.save('a', { expiresAt: T0 + 1000, userId: null, data: '{"n":1}' });
    expect(await sessions.find('a')).toEqual({ expiresAt: T0 + 1000, data: '{"n":1}' });
    await sessions.save('a', { expiresAt: T0 + 2000, userId, data: '{"n":2}' });
    expect(await sessions.find('a')).toEqual({ expiresAt: T0 + 2000, data: '{"n":2}' });
    await sessions.touch('a', T0 + 3000);
    expect(await sessions.find('a')).toEqual({ expiresAt: T0 + 3000, data: '{"n":2}' });
    await sessions.delete('a');
    expect(await sessions.find('a')).toBeNull();
  });

  it('prunes the sessions expired by then, and ends every session of one user', async () => {
    await sessions.save('old', { expiresAt: T0, userId: null, data: '{}' });
    await sessions.save('new', { expiresAt: T0 + 1, userId: null, data: '{}' });
    await sessions.save('mine-1', { expiresAt: T0 + 10, userId, data: '{}' });
    await sessions.save('mine-2', { expiresAt: T0 + 10, userId, data: '{}' });
    expect(await sessions.prune(T0)).toBe(1);
    expect(await sessions.find('old')).toBeNull();
    expect(await sessions.find('new')).not.toBeNull();
    expect(await sessions.endAllOf(userId)).toBe(2);
    expect(await sessions.find('mine-1')).toBeNull();
    expect(await sessions.find('new')).not.toBeNull();
  });
});
