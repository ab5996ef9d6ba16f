import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { BookingFeedRow } from './booking-feed.entity';
import { BookingFeedRepository, type BookingFeedWrite } from './booking-feed.repository';

describe(`BookingFeedRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let repository: BookingFeedRepository;
  const at = new Date('2026-12-01T14:30:00.000Z');
  const later = new Date('2026-12-02T20:00:00.000Z');
  const secret = (n: number, by: string, when = at): BookingFeedWrite => ({
    tokenHash: String(n).repeat(64),
    seed: String(n).repeat(43),
    createdAt: when,
    createdBy: by,
  });

  beforeAll(() => {
    repository = new BookingFeedRepository(database().getRepository(BookingFeedRow));
  });

  it('has no row until the first secret; of two first secrets at once, exactly one is stored', async () => {
    expect(await repository.row()).toBeNull();
    const outcomes = await Promise.all([
      repository.createFirst(secret(1, 'ana@example.com')),
      repository.createFirst(secret(2, 'luis@example.com')),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes[0] ? 1 : 2;
    const row = await repository.row();
    expect(row).toEqual({ id: 1, ...secret(winner, winner === 1 ? 'ana@example.com' : 'luis@example.com') });
    // A first secret once one is stored changes nothing.
    expect(await repository.createFirst(secret(3, 'eva@example.com'))).toBe(false);
    expect(await repository.row()).toEqual(row);
  });

  it('replaces the stored secret on renewal, keeping one row', async () => {
    await repository.replace(secret(4, 'eva@example.com', later));
    expect(await repository.row()).toEqual({ id: 1, ...secret(4, 'eva@example.com', later) });
    expect(await database().getRepository(BookingFeedRow).count()).toBe(1);
  });
});
