import { submissionRow } from '../../test/factories';
import { useRepositoryDatabase } from '../../test/repository-database';
import { ContactNotesRepository } from './contact-notes.repository';
import { ContactNote } from './contact-note.entity';
import { ContactSubmission } from './contact-submission.entity';

const db = useRepositoryDatabase();

describe(`ContactNotesRepository on ${db.engine}`, () => {
  let notes: ContactNotesRepository;
  let first: number;
  let second: number;
  const at = (minute: number) => new Date(Date.UTC(2025, 5, 2, 15, minute));

  beforeAll(async () => {
    notes = new ContactNotesRepository(db.dataSource().getRepository(ContactNote));
    const requests = db.dataSource().getRepository(ContactSubmission);
    first = Number((await requests.insert(submissionRow(1, at(0)))).identifiers[0].id);
    second = Number((await requests.insert(submissionRow(2, at(1)))).identifiers[0].id);
  });

  it('stores notes and reads each request’s, oldest first, and how many each has', async () => {
    const later = await notes.insert({
      submissionId: first,
      author: 'a@example.com',
      body: 'two',
      createdAt: at(5),
    });
    const earlier = await notes.insert({
      submissionId: first,
      author: 'b@example.com',
      body: 'one',
      createdAt: at(4),
    });
    await notes.insert({ submissionId: second, author: 'a@example.com', body: 'three', createdAt: at(6) });
    const read = await notes.notesOf([first]);
    expect(read.map((note) => [note.id, note.body, note.author])).toEqual([
      [earlier, 'one', 'b@example.com'],
      [later, 'two', 'a@example.com'],
    ]);
    expect(await notes.countsOf([first, second, -1])).toEqual(
      new Map([
        [first, 2],
        [second, 1],
      ]),
    );
    expect(await notes.countsOf([])).toEqual(new Map());
    expect(await notes.notesOf([])).toEqual([]);
  });

  it('refuses a note on a request that does not exist, and deletes notes with their request', async () => {
    await expect(
      notes.insert({ submissionId: 999_999, author: 'a@example.com', body: 'x', createdAt: at(7) }),
    ).rejects.toThrow();
    await db.dataSource().getRepository(ContactSubmission).delete({ id: first });
    expect(await notes.notesOf([first])).toEqual([]);
    expect((await notes.notesOf([second])).map((note) => note.body)).toEqual(['three']);
  });
});
