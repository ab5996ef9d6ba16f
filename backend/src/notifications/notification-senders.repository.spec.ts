import { useRepositoryDatabase } from '../../test/repository-database';
import { NotificationSender } from './notification-sender.entity';
import { NotificationSendersRepository } from './notification-senders.repository';

const db = useRepositoryDatabase();

describe(`NotificationSendersRepository on ${db.engine}`, () => {
  let senders: NotificationSendersRepository;
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 13, minute));

  beforeAll(() => {
    senders = new NotificationSendersRepository(db.dataSource().getRepository(NotificationSender));
  });

  it("keeps one row per server, each beat replacing its routes and time, and reads every server's routes", async () => {
    await senders.beat('server-a', [{ kind: 'new', channel: 'email' }], at(0));
    await senders.beat('server-b', [], at(1));
    await senders.beat(
      'server-a',
      [
        { kind: 'new', channel: 'email' },
        { kind: 'ack', channel: 'email' },
      ],
      at(2),
    );
    const all = (await senders.all()).sort((a, b) => a.instance.localeCompare(b.instance));
    expect(all).toEqual([
      {
        instance: 'server-a',
        seenAt: at(2),
        routes: [
          { kind: 'new', channel: 'email' },
          { kind: 'ack', channel: 'email' },
        ],
      },
      { instance: 'server-b', seenAt: at(1), routes: [] },
    ]);
  });

  it('forgets only the servers not seen since the cutoff', async () => {
    expect(await senders.forget(at(2))).toBe(1);
    expect((await senders.all()).map((sender) => sender.instance)).toEqual(['server-a']);
  });
});
