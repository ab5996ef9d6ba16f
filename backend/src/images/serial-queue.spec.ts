import { SerialQueue } from './serial-queue';

describe('the serial queue', () => {
  it('runs one task at a time, in order, and goes on after a failure', async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        events.push(`start ${name} (${running} running)`);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run(task('a')),
      queue.run(task('b', true)),
      queue.run(task('c')),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual([
      'start a (1 running)',
      'end a',
      'start b (1 running)',
      'end b',
      'start c (1 running)',
      'end c',
    ]);
  });
});
