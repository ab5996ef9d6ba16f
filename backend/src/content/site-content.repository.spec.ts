import { ENGINE } from '../../test/harness';
import { useRepositoryDatabase } from '../../test/repository-database';
import { contentChangesFor, PolledContentChanges, PostgresContentChanges } from './content-changes';
import { SiteContentRow } from './site-content.entity';
import { SiteContentRepository } from './site-content.repository';

describe(`SiteContentRepository on ${ENGINE}`, () => {
  const { dataSource: database, config } = useRepositoryDatabase();
  let repository: SiteContentRepository;
  const at = new Date('2026-03-02T15:00:00.000Z');

  beforeAll(() => {
    repository = new SiteContentRepository(database().getRepository(SiteContentRow));
  });

  it('writes a section and moves the version on in one statement, while the version is the loaded one', async () => {
    const before = await repository.row();
    const firm = JSON.stringify({ ...JSON.parse(before.firm), name: 'Otra firma' });
    expect(await repository.write({ firm }, before.version, at)).toBe(true);
    const after = await repository.row();
    expect(after).toMatchObject({ version: before.version + 1, firm, controller: before.controller });
    expect(after.updatedAt.toISOString()).toBe(at.toISOString());
    expect(await repository.version()).toBe(before.version + 1);
  });

  it('refuses a write guarded by a stale version and changes nothing', async () => {
    const before = await repository.row();
    expect(await repository.write({ firm: '{}' }, before.version - 1, at)).toBe(false);
    expect(await repository.row()).toEqual(before);
  });

  it('moves the version on for a change stored elsewhere', async () => {
    const version = await repository.version();
    await repository.bumpVersion(at);
    await repository.bumpVersion(at);
    expect(await repository.version()).toBe(version! + 2);
  });

  it('reads the photo slots as their image keys (none in the seed)', async () => {
    expect(await repository.photos()).toMatchObject({ attorneyPhotoId: null, heroPhotoId: null });
  });

  it(`follows the content's announcements the way ${ENGINE} gives them`, async () => {
    const changes = contentChangesFor(config());
    expect(changes).toBeInstanceOf(ENGINE === 'postgres' ? PostgresContentChanges : PolledContentChanges);
    let heard = 0;
    let hear = () => {};
    const next = () => new Promise<void>((resolve) => (hear = resolve));
    const connected = next();
    changes.follow(() => {
      heard += 1;
      hear();
    });
    try {
      if (ENGINE === 'postgres') {
        // Once on connecting (anything announced before is lost), then at each change's commit.
        await connected;
        const changed = next();
        await repository.bumpVersion(at);
        await changed;
        expect(heard).toBe(2);
      } else {
        await repository.bumpVersion(at);
        expect(heard).toBe(0);
      }
    } finally {
      await changes.stop();
    }
  });
});
