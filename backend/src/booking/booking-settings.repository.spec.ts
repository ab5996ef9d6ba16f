import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { BookingSettingsRow } from './booking-settings.entity';
import { BookingSettingsRepository } from './booking-settings.repository';

describe(`BookingSettingsRepository on ${ENGINE}`, () => {
  const { dataSource: database } = useRepositoryDatabase();
  let repository: BookingSettingsRepository;
  const at = new Date('2026-12-01T14:30:00.000Z');
  const later = new Date('2026-12-02T20:00:00.000Z');
  const write = (availability: string, by = 'ana@example.com', when = at) => ({ availability, at: when, by });

  beforeAll(() => {
    repository = new BookingSettingsRepository(database().getRepository(BookingSettingsRow));
  });

  it('has no row before the first save, and a save from a version no row has writes nothing', async () => {
    expect(await repository.row()).toBeNull();
    expect(await repository.save(write('{"a":1}'), 1)).toBe(false);
    expect(await repository.row()).toBeNull();
  });

  it('of two first saves at once (version 0), writes exactly one, as version 1', async () => {
    const outcomes = await Promise.all([
      repository.save(write('{"first":"ana"}', 'ana@example.com'), 0),
      repository.save(write('{"first":"luis"}', 'luis@example.com'), 0),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const row = await repository.row();
    const winner = outcomes[0] ? 'ana' : 'luis';
    expect(row).toMatchObject({
      id: 1,
      version: 1,
      availability: `{"first":"${winner}"}`,
      updatedBy: `${winner}@example.com`,
    });
    expect(row!.updatedAt.toISOString()).toBe(at.toISOString());
    // Once saved, version 0 is stale.
    expect(await repository.save(write('{"again":true}'), 0)).toBe(false);
    expect((await repository.row())!.version).toBe(1);
  });

  it('updates from the stored version in one statement, moving the version on and keeping who and when', async () => {
    expect(await repository.save(write('{"b":2}', 'luis@example.com', later), 1)).toBe(true);
    const row = await repository.row();
    expect(row).toMatchObject({ version: 2, availability: '{"b":2}', updatedBy: 'luis@example.com' });
    expect(row!.updatedAt.toISOString()).toBe(later.toISOString());
  });

  it('refuses a stale version and changes nothing', async () => {
    const before = await repository.row();
    expect(await repository.save(write('{"stale":true}'), 1)).toBe(false);
    expect(await repository.save(write('{"ahead":true}'), 3)).toBe(false);
    expect(await repository.row()).toEqual(before);
  });

  it('of two saves at once from the same version, writes exactly one', async () => {
    const outcomes = await Promise.all([
      repository.save(write('{"c":"ana"}', 'ana@example.com'), 2),
      repository.save(write('{"c":"luis"}', 'luis@example.com'), 2),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes[0] ? 'ana' : 'luis';
    expect(await repository.row()).toMatchObject({
      version: 3,
      availability: `{"c":"${winner}"}`,
      updatedBy: `${winner}@example.com`,
    });
  });
});
