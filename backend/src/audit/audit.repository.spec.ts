import { useRepositoryDatabase } from '../../test/repository-database';
import { AuditEntry } from './audit-entry.entity';
import { AuditRepository } from './audit.repository';

const db = useRepositoryDatabase();

describe(`AuditRepository on ${db.engine}`, () => {
  let audit: AuditRepository;
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 13, minute));

  beforeAll(async () => {
    audit = new AuditRepository(db.dataSource().getRepository(AuditEntry));
    await db.dataSource().getRepository(AuditEntry).clear();
    // Two entries in the same instant: the later id comes first.
    for (const [minute, target] of [
      [1, 'first'],
      [3, 'third'],
      [2, 'second'],
      [3, 'fourth'],
    ] as const) {
      await audit.insert({
        actor: 'ana@firm.co',
        action: 'login',
        target,
        detail: null,
        createdAt: at(minute),
      });
    }
  });

  it('pages the log newest first, the later of two at one instant first, with the total', async () => {
    const first = await audit.page(2, 0);
    expect(first.total).toBe(4);
    expect(first.items.map((entry) => entry.target)).toEqual(['fourth', 'third']);
    expect(first.items[0].createdAt.toISOString()).toBe(at(3).toISOString());
    const rest = await audit.page(2, 2);
    expect(rest.items.map((entry) => entry.target)).toEqual(['second', 'first']);
    expect((await audit.page(2, 4)).items).toEqual([]);
  });

  it('keeps what it is given: actor, action, target and detail', async () => {
    await audit.insert({
      actor: 'system',
      action: 'export_csv',
      target: null,
      detail: 'everything',
      createdAt: at(9),
    });
    const [newest] = (await audit.page(1, 0)).items;
    expect(newest).toMatchObject({
      actor: 'system',
      action: 'export_csv',
      target: null,
      detail: 'everything',
    });
  });
});
