import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { FEW_MATCHES, termGrams } from '../src/contacts/contacts-filter';
import { ContactsService } from '../src/contacts/contacts.service';
import { INDEX_BATCH, QUIET_MS, SearchIndexer } from '../src/contacts/search-indexer';
import { Clock } from '../src/common/clock';
import { searchTextOf } from '../src/database/schema';
import { submissionRow } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace, undoMigrationsThrough } from './harness';
import { seedRequest } from './inquiries-seed';

const DAY = 24 * 3_600_000;
/** Every seeded request falls in this window, which each query narrows to. */
const WINDOW = 'from=2025-04-01&to=2025-04-30';
const start = Date.parse('2025-04-02T15:00:00Z');

/** The requests searched, by key; what each holds is what the expectations read. */
const ROWS = {
  alvarez: {
    nombre: 'José Álvarez',
    email: 'jose.alvarez@example.com',
    telefono: '+57 (300) 555-1234',
    mensaje: 'Custodia de mi hija.',
  },
  ramirez: {
    nombre: 'Ramirez Peña',
    email: 'rp@example.org',
    telefono: '3104445566',
    mensaje: 'Sin tildes.',
  },
  operators: {
    nombre: 'Ana Ruiz',
    email: 'ana@example.com',
    telefono: '+57 311 222 3333',
    mensaje: 'Dijo "sí" (dos veces) - pago del 50% *urgente* OR NEAR: a_b c\\d ^inicio; col:valor',
  },
  english: {
    nombre: 'Peter Smith',
    email: 'peter@example.net',
    telefono: '+1 212 555 0000',
    mensaje: 'Need a lawyer for a visa; "quoted" text.',
  },
} as const;
type Key = keyof typeof ROWS;

/** Plain folding for the reference: no marks, lower case, runs of white space as one space. */
const plainFold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The reference search, in plain code on a request's own fields: one of them (or the phone's digits) holds the
 * folded query, or, when the query is written like a phone number, its digits alone.
 */
function holds(row: ContactSubmission, q: string): boolean {
  const wanted = [plainFold(q)];
  if (/^[\d\s+().-]+$/.test(wanted[0]) && /\D/.test(wanted[0])) wanted.push(wanted[0].replace(/\D/g, ''));
  const fields = [row.nombre, row.email, row.telefono, row.telefono.replace(/\D/g, ''), row.mensaje].map(
    plainFold,
  );
  return wanted.some((term) => term !== '' && fields.some((field) => field.includes(term)));
}

/** The staff list's orders: newest first, or pending by answer-by time and then processed newest first. */
const newestFirst = (a: ContactSubmission, b: ContactSubmission) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const byAnswerBy = (a: ContactSubmission, b: ContactSubmission) =>
  Number(a.processed) - Number(b.processed) ||
  (a.processed ? 0 : a.answerBy!.getTime() - b.answerBy!.getTime()) ||
  newestFirst(a, b);

/** The search engine's ground truth: the folded search text holds the folded query (or its digits). */
describe(`staff search through the trigram index (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const id = {} as Record<Key, number>;

  const list = async (query: string) => {
    const response = await request(http(running))
      .get(`/api/contacts?${WINDOW}&${query}`)
      .set('Cookie', cookie)
      .expect(200);
    return {
      ids: (response.body as Array<{ id: number }>).map((row) => row.id),
      total: Number(response.headers['x-total-count']),
    };
  };
  const search = async (q: string) => (await list(`q=${encodeURIComponent(q)}&limit=200`)).ids;
  const idsOf = (...keys: Key[]) => keys.map((key) => id[key]);

  /**
   * Every page of a search (200 rows each) against the reference worked out from the stored rows: the same
   * rows in the same order, and the same X-Total-Count on every page. `extra` adds a filter or an order.
   */
  const expectReference = async (q: string, extra: Record<string, string> = {}) => {
    const stored = await running.app.get(DataSource).getRepository(ContactSubmission).find();
    const expected = stored
      .filter((row) => holds(row, q) && (extra.status !== 'pending' || !row.processed))
      .sort(extra.sort === 'answer-by' ? byAnswerBy : newestFirst)
      .map((row) => row.id);
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let offset = 0; offset === 0 || offset < expected.length; offset += 200) {
      const query = new URLSearchParams({ ...extra, q, limit: '200', offset: String(offset) });
      const response = await request(http(running))
        .get(`/api/contacts?${query.toString()}`)
        .set('Cookie', cookie)
        .expect(200);
      totals.add(Number(response.headers['x-total-count']));
      ids.push(...(response.body as Array<{ id: number }>).map((row) => row.id));
    }
    expect({ q, totals: [...totals], ids }).toEqual({ q, totals: [expected.length], ids: expected });
    return expected.length;
  };

  /** The request's columns that migrations after the search's added (MailboxCaps1764420000000, WhatsappMark1764525000000). */
  const ADDED_SINCE: Array<keyof ContactSubmission> = ['ackWithheld', 'hasWhatsapp'];

  /**
   * Applies the undone migrations again, and signs in again (see undoMigrationsThrough: on SQLite undoing
   * StaffSecondFactor1764430000000 ends the sessions).
   */
  const migrateAgain = async (dataSource: DataSource) => {
    await dataSource.runMigrations();
    cookie = await login(running);
  };

  /** SQLite: FTS5 checks every entry of the index against its content, the short-search table. */
  const expectIndexSound = async () => {
    if (ENGINE === 'sqlite') {
      await running.app
        .get(DataSource)
        .query(`INSERT INTO contact_search(contact_search) VALUES ('integrity-check')`);
    }
  };

  /**
   * The short-search table holds each request's search text once, and nothing else, once the search indexer
   * has caught up (SQLite; PostgreSQL copies in the request's own INSERT). Before that, what it holds is right.
   */
  const expectCopies = async () => {
    const dataSource = running.app.get(DataSource);
    const [before] = (await dataSource.query(
      'SELECT (SELECT COUNT(*) FROM contact_search_text) AS copies, (SELECT COUNT(*) FROM contact_submissions c ' +
        'JOIN contact_search_text s ON s.id = c.id AND s.search_text = c.search_text) AS same',
    )) as Array<Record<'copies' | 'same', number | string>>;
    expect(Number(before.same)).toBe(Number(before.copies));
    await expectIndexSound();
    await running.app.get(SearchIndexer).catchUp();
    await expectIndexSound();
    const [counts] = (await dataSource.query(
      'SELECT (SELECT COUNT(*) FROM contact_submissions) AS requests, ' +
        '(SELECT COUNT(*) FROM contact_search_text) AS copies, ' +
        '(SELECT COUNT(*) FROM contact_submissions c JOIN contact_search_text s ' +
        'ON s.id = c.id AND s.search_text = c.search_text) AS same',
    )) as Array<Record<'requests' | 'copies' | 'same', number | string>>;
    expect(Number(counts.requests)).toBeGreaterThan(0);
    expect([Number(counts.copies), Number(counts.same)]).toEqual([
      Number(counts.requests),
      Number(counts.requests),
    ]);
  };

  beforeAll(async () => {
    running = await workspace.start();
    // The tests index when they mean to (catchUp(), look()), not on the indexer's own schedule.
    running.app.get(SearchIndexer).pause();
    await addStaff(running);
    cookie = await login(running);
    // Newest first: english, operators, ramirez, alvarez.
    const keys = Object.keys(ROWS) as Key[];
    for (const [i, key] of keys.entries()) {
      id[key] = await seedRequest(running, new Date(start + i * DAY), { ...ROWS[key], tipo_caso: 'familia' });
    }
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it.each([
    ['the middle of a word', 'varez', ['alvarez']],
    ['the middle of a word', 'ustodi', ['alvarez']],
    ['across words', 'é álv', ['alvarez']],
    ['an accent typed, none stored', 'RAMÍREZ', ['ramirez']],
    ['no accent typed, one stored', 'alvarez', ['alvarez']],
    ['ñ typed as n', 'pena', ['ramirez']],
    ['an email part', 'example.org', ['ramirez']],
    ['phone digits typed with spaces', '555 12 34', ['alvarez']],
    ['phone digits as written', '(300) 555-1234', ['alvarez']],
    ['phone digits run together', '3005551234', ['alvarez']],
    ['a phone stored without spaces, typed with them', '310 444 55', ['ramirez']],
    ['nothing', 'zzqx', []],
  ])('finds %s: q=%j', async (_kind, q, keys) => {
    expect(await search(q)).toEqual(idsOf(...(keys as Key[])));
  });

  it.each([
    ['one letter', 'ñ', ['english', 'operators', 'ramirez']],
    ['one letter, accented', 'É', ['english', 'operators', 'ramirez', 'alvarez']],
    ['two letters', 'ez', ['ramirez', 'alvarez']],
    ['two letters, accents folded', 'ÍA', ['alvarez']],
    ['two digits', '55', ['english', 'ramirez', 'alvarez']],
    ['a symbol', '%', ['operators']],
    ['an underscore', '_', ['operators']],
    ['a backslash', '\\', ['operators']],
    ['a quote', '"', ['english', 'operators']],
  ])('answers a query too short for trigrams (%s): q=%j', async (_kind, q, keys) => {
    expect(await search(q)).toEqual(idsOf(...(keys as Key[])));
  });

  it.each([
    ['"si"', ['operators']],
    ['"quoted"', ['english']],
    ['"', ['english', 'operators']],
    ['""', []],
    ['(dos veces)', ['operators']],
    ['(dos', ['operators']],
    ['veces)', ['operators']],
    ['*urgente*', ['operators']],
    ['urgente*', ['operators']],
    ['pag*', []],
    [' - pago', ['operators']],
    ['-pago', []],
    ['or near', ['operators']],
    ['visa OR lawyer', []],
    ['NEAR(visa lawyer)', []],
    ['NOT', []],
    ['visa AND', []],
    ['50%', ['operators']],
    ['a_b', ['operators']],
    ['ab', []],
    ['c\\d', ['operators']],
    ['^inicio', ['operators']],
    ['col:valor', ['operators']],
    ['nombre:ana', []],
    ["'; DROP TABLE contact_submissions; --", []],
    ['{ana}', []],
  ])('takes FTS syntax and LIKE wildcards literally: q=%j', async (q, keys) => {
    expect(await search(q)).toEqual(idsOf(...(keys as Key[])));
  });

  describe.each([
    {
      state: 'waiting for the search indexer',
      indexed: false,
      words: { old: 'Quiñones', new: 'Arango', gone: 'Borrado', email: 'erase.me' },
    },
    {
      state: 'indexed',
      indexed: true,
      words: { old: 'Quintero', new: 'Aranda', gone: 'Eliminado', email: 'erase.too' },
    },
  ])('changes reach the index (requests $state)', ({ indexed, words }) => {
    const repository = () => running.app.get(DataSource).getRepository(ContactSubmission);
    /** Indexes the requests stored so far, in the indexed variant. */
    const settle = async () => {
      if (indexed) await running.app.get(SearchIndexer).catchUp();
    };

    it('finds an updated row by its new text only', async () => {
      const key = await seedRequest(running, new Date(start + 10 * DAY), {
        nombre: `Valentina ${words.old}`,
        email: 'vq@example.com',
        mensaje: 'Primer texto.',
      });
      await settle();
      expect(await search(plainFold(words.old))).toEqual([key]);
      const changed = {
        nombre: `Valentina ${words.new}`,
        email: 'vq@example.com',
        telefono: '3000000000',
        mensaje: 'Segundo texto.',
      };
      await repository().update(key, { ...changed, searchText: searchTextOf(changed) });
      expect(await search(plainFold(words.old))).toEqual([]);
      expect(await search(`primer texto ${plainFold(words.old)}`)).toEqual([]);
      expect(await search(plainFold(words.new))).toEqual([key]);
      expect(await search(`valentina ${plainFold(words.new)}`)).toEqual([key]);
      await expectReference('qu');
      await expectReference('ar');
      // A change of other columns leaves the index as it is.
      await repository().update(key, { processed: true });
      expect(await search(plainFold(words.new))).toEqual([key]);
      await expectReference('ar');
      await expectIndexSound();
    });

    it('leaves nothing findable of a deleted, an erased or a purged request', async () => {
      const contacts = running.app.get(ContactsService);
      const gone = plainFold(words.gone);
      const deleted = await seedRequest(running, new Date(start + 11 * DAY), { nombre: `${words.gone} Uno` });
      const erased = await seedRequest(running, new Date(start + 12 * DAY), {
        nombre: `${words.gone} Dos`,
        email: `${words.email}@example.com`,
      });
      const purged = await seedRequest(running, new Date('2020-01-01T12:00:00Z'), {
        nombre: `${words.gone} Tres`,
      });
      await settle();
      expect(await search(gone)).toEqual([erased, deleted]);

      await contacts.remove(deleted, 'staff@example.com');
      expect(await contacts.deleteByEmail(`${words.email}@example.com`)).toBe(1);
      expect(await contacts.deleteOlderThan(new Date('2021-01-01T00:00:00Z'))).toBe(1);
      expect(await search(gone)).toEqual([]);
      const short = await search(gone.slice(0, 2));
      for (const id of [deleted, erased, purged]) expect(short).not.toContain(id);
      await expectReference(gone.slice(0, 2));
      await expectIndexSound();
      await expectCopies();
      if (ENGINE === 'sqlite') {
        const [{ entries }] = (await running.app
          .get(DataSource)
          .query(
            `SELECT COUNT(*) AS entries FROM contact_search WHERE contact_search MATCH '"${gone}"'`,
          )) as Array<{ entries: number }>;
        expect(Number(entries)).toBe(0);
      }
    });
  });

  describe('paging through many matches', () => {
    const SAME = 130;
    let matching: number[];

    beforeAll(async () => {
      // Equal creation times, half of them pending with equal answer-by times: only the id breaks the ties.
      const at = new Date('2025-04-20T15:00:00Z');
      matching = [];
      for (let i = 0; i < SAME; i += 1) {
        matching.push(
          await seedRequest(running, at, {
            nombre: `Paginado ${i}`,
            processed: i % 2 === 0,
            answerBy: new Date(at.getTime() + (i % 3) * 60_000),
          }),
        );
      }
    });

    it.each(['newest', 'answer-by'])('pages of 50 add up to the whole list, once each (%s)', async (sort) => {
      const whole = await list(`q=paginado&limit=200&sort=${sort}`);
      expect(whole.total).toBe(SAME);
      expect([...whole.ids].sort((a, b) => a - b)).toEqual(matching);
      const pages: number[] = [];
      for (let offset = 0; offset < SAME; offset += 50) {
        const page = await list(`q=paginado&limit=50&offset=${offset}&sort=${sort}`);
        expect(page.total).toBe(SAME);
        pages.push(...page.ids);
      }
      expect(pages).toEqual(whole.ids);
      expect((await list(`q=paginado&limit=50&offset=${SAME}&sort=${sort}`)).ids).toEqual([]);
    });

    it('orders newest first with the id breaking ties', async () => {
      expect((await list('q=paginado&limit=200')).ids).toEqual([...matching].reverse());
    });

    it('orders by answer-by: pending by due time, then processed newest first', async () => {
      const rows = await running.app
        .get(DataSource)
        .getRepository(ContactSubmission)
        .findBy({ id: In(matching) });
      const pending = rows
        .filter((row) => !row.processed)
        .sort((a, b) => a.answerBy!.getTime() - b.answerBy!.getTime() || b.id - a.id);
      const processed = rows.filter((row) => row.processed).sort((a, b) => b.id - a.id);
      const expected = [...pending, ...processed].map((row) => row.id);
      expect((await list('q=paginado&limit=200&sort=answer-by')).ids).toEqual(expected);
      // A page that straddles the two runs.
      const straddle = await list(`q=paginado&limit=10&offset=${pending.length - 5}&sort=answer-by`);
      expect(straddle.ids).toEqual(expected.slice(pending.length - 5, pending.length + 5));
      // The search combined with a status filter.
      expect((await list('q=paginado&limit=200&status=pending&sort=answer-by')).ids).toEqual(
        pending.map((row) => row.id),
      );
      expect((await list('q=paginado&limit=200&status=processed')).total).toBe(processed.length);
    });
  });

  describe('one- and two-character searches, against a plain reference', () => {
    const MANY = FEW_MATCHES + 200;
    const FIRST = ['José', 'MARÍA', 'Ángela', 'Iñaki', 'Zoë', 'Peter', 'óscar'];
    const LAST = [
      'Pérez',
      'Gómez',
      'ÁLVAREZ',
      'Muñoz',
      'Ruiz',
      'Smith',
      'Ibáñez',
      'Díaz',
      'López',
      'Chávez',
      'Núñez',
    ];
    const PHONES = [
      (i: number) => `+57 300 ${String(i).padStart(7, '0')}`,
      (i: number) => `(604) 55${i % 10}-1234`,
      (i: number) => `3${String(i * 7).padStart(9, '0')}`,
    ];
    const MESSAGES = [
      'Consulta urgente sobre una sucesión',
      'Necesito ayuda con un divorcio',
      'A visa question, please',
      'Sin tildes aqui: pago del 50% ya',
      'Custodia_de mis hijos (dos)',
    ];

    beforeAll(async () => {
      // More rows than FEW_MATCHES, in May (outside the other tests' window), three to a minute so that the
      // id breaks ties, a quarter of them processed.
      const repository = running.app.get(DataSource).getRepository(ContactSubmission);
      const base = Date.parse('2025-05-05T15:00:00Z');
      const rows = Array.from({ length: MANY }, (_, i) => {
        const fields = {
          nombre: `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`,
          email: `c${i}@ex${i % 3}.com`,
          telefono: PHONES[i % PHONES.length](i),
          mensaje: `${MESSAGES[i % MESSAGES.length]} ${i}`,
        };
        const row = submissionRow(i, new Date(base + Math.floor(i / 3) * 60_000), i % 4 === 0);
        return { ...row, ...fields, searchText: searchTextOf(fields) };
      });
      for (let start = 0; start < rows.length; start += 200)
        await repository.insert(rows.slice(start, start + 200));
    });

    it.each([
      ['e', 'one letter, in nearly every request'],
      ['É', 'one letter, accented and in upper case'],
      ['ñ', 'ñ, found as n'],
      ['z', 'one letter'],
      ['ez', 'two letters'],
      ['EZ', 'two letters in upper case'],
      ['ÁL', 'two letters, accented'],
      ['ia', 'two letters, one stored with an accent'],
      ['.c', 'two characters in every email'],
      ['55', 'two digits'],
      ['7', 'one digit'],
      ['(6', 'a phone written with a parenthesis: also its digits'],
      ['5 5', 'digits typed with a space: also 55'],
      ['%', 'a LIKE wildcard, literally'],
      ['_d', 'an underscore, literally'],
      ['zq', 'two letters no request holds'],
      ['rez', 'three letters (the trigram index)'],
      ['300 0', 'phone digits long enough for the trigram index'],
    ])('q=%j (%s): same rows, order and total', async (q) => {
      await expectReference(q);
    });

    it('exercises both the count of many matches and the few read up front', async () => {
      expect(await expectReference('.c')).toBeGreaterThan(FEW_MATCHES);
      expect(await expectReference('e')).toBeGreaterThan(FEW_MATCHES);
      const few = await expectReference('ez');
      expect(few).toBeGreaterThan(0);
      expect(few).toBeLessThanOrEqual(FEW_MATCHES);
    });

    it.each(['ez', 'e', '55'])('q=%j sorted by answer-by, and with a status filter', async (q) => {
      await expectReference(q, { sort: 'answer-by' });
      await expectReference(q, { status: 'pending' });
      await expectReference(q, { status: 'pending', sort: 'answer-by' });
    });
  });

  if (ENGINE === 'postgres')
    it("indexes a text's characters and pairs as termGrams() looks for them, in code points", async () => {
      const dataSource = running.app.get(DataSource);
      const texts = ['jose alvarez\n+57 300', 'a😀b\u0301c', 'x', '', '50% a_b c\\d'];
      for (const text of texts) {
        const [{ grams }] = (await dataSource.query('SELECT contact_search_grams($1) AS grams', [
          text,
        ])) as Array<{ grams: string[] }>;
        const chars = Array.from(text);
        const expected = new Set([...chars, ...chars.slice(1).map((char, i) => chars[i] + char)]);
        expect(new Set(grams)).toEqual(expected);
        // Every substring of one or two characters, and every pair of a longer one, is found in the grams.
        for (let from = 0; from < chars.length; from += 1)
          for (const length of [1, 2, 3, 4]) {
            const term = chars.slice(from, from + length).join('');
            for (const gram of termGrams(term)) expect(grams).toContain(gram);
          }
      }
    });

  it('builds the index from the requests already stored when its migration runs', async () => {
    const dataSource = running.app.get(DataSource);
    // Undone back to before it (and any later one), a request stored, then every migration applied again.
    await undoMigrationsThrough(dataSource, 'StaffSearchIndex1764360000000');
    const stored = await seedRequest(
      running,
      new Date(start + 20 * DAY),
      { nombre: 'Antes Del Índice' },
      ADDED_SINCE,
    );
    await migrateAgain(dataSource);
    expect(await search('antes del indice')).toEqual([stored]);
    expect(await search('varez')).toEqual(idsOf('alvarez'));
    await expectIndexSound();
    await expectCopies();
  });

  it('copies the requests already stored into the short-search table when its migration runs', async () => {
    const dataSource = running.app.get(DataSource);
    await undoMigrationsThrough(dataSource, 'ShortSearchScan1764370000000');
    const stored = await seedRequest(
      running,
      new Date(start + 21 * DAY),
      { nombre: 'Xq Previo', mensaje: 'Guardada con el esquema anterior.' },
      ADDED_SINCE,
    );
    await migrateAgain(dataSource);
    await expectCopies();
    await expectReference('xq');
    expect(await search('xq')).toEqual([stored]);
    await expectReference('e');
  });

  /** How many requests of June 2025 (storeMany()'s) a search finds. */
  const totalInJune = async (q: string) => {
    const response = await request(http(running))
      .get(`/api/contacts?from=2025-06-01&to=2025-06-30&limit=1&q=${encodeURIComponent(q)}`)
      .set('Cookie', cookie)
      .expect(200);
    return Number(response.headers['x-total-count']);
  };

  /** SQLite: requests stored straight into the table, as a batch of the intake would store them. */
  const storeMany = async (count: number, nombre: string) => {
    const repository = running.app.get(DataSource).getRepository(ContactSubmission);
    const at = new Date('2025-06-10T15:00:00Z');
    const rows = Array.from({ length: count }, (_, i) => {
      const fields = {
        nombre: `${nombre} ${i}`,
        email: `w${i}@example.com`,
        telefono: '3001112233',
        mensaje: 'Espera.',
      };
      return { ...submissionRow(i, at, false), ...fields, searchText: searchTextOf(fields) };
    });
    for (let from = 0; from < rows.length; from += 500) await repository.insert(rows.slice(from, from + 500));
  };

  if (ENGINE === 'sqlite')
    describe('the search indexer (SQLite)', () => {
      let indexer: SearchIndexer;
      let clock: Clock;
      let now: number;

      beforeEach(() => {
        indexer = running.app.get(SearchIndexer);
        clock = running.app.get(Clock);
        now = Date.now();
        jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
      });
      afterEach(() => jest.restoreAllMocks());

      it('gives the same answers before and after it indexes the requests waiting for it', async () => {
        await indexer.catchUp();
        await storeMany(40, 'Esperando Índice');
        expect(await indexer.waiting()).toBe(40);
        const queries = ['esperando indice', 'indice 3', 'ndi', 'es', 'e', 'zzqx', '300 111'];
        const before = [];
        for (const q of queries) before.push(await expectReference(q));
        await indexer.catchUp();
        expect(await indexer.waiting()).toBe(0);
        const after = [];
        for (const q of queries) after.push(await expectReference(q));
        expect(after).toEqual(before);
        expect(before[0]).toBe(40);
        await expectIndexSound();
      });

      it('indexes once intake has been quiet, and while busy only what keeps MAX_WAITING or fewer waiting', async () => {
        await indexer.catchUp();
        await storeMany(3, 'Regla Pocos');
        indexer.noteIntake(clock.now());
        now += QUIET_MS - 1;
        await indexer.look();
        expect(await indexer.waiting()).toBe(3);
        now += 1;
        await indexer.look();
        expect(await indexer.waiting()).toBe(0);

        // The rule with a cap of 5,000 (MAX_WAITING's 100,000 would take this test 100,000 requests to show).
        const MAX_WAITING = 5_000;
        indexer.maxWaiting = MAX_WAITING;
        const many = MAX_WAITING + 2 * INDEX_BATCH + 1;
        await storeMany(many, 'Regla Muchos');
        indexer.noteIntake(clock.now());
        await indexer.look();
        // Three batches take it from 6,001 to 4,501: the first count at or under MAX_WAITING.
        expect(await indexer.waiting()).toBe(MAX_WAITING + 1 - INDEX_BATCH);
        // No longer past MAX_WAITING: the rest waits for a quiet moment.
        await indexer.look();
        expect(await indexer.waiting()).toBe(MAX_WAITING + 1 - INDEX_BATCH);
        now += QUIET_MS;
        await indexer.look();
        expect(await indexer.waiting()).toBe(0);
        expect(await totalInJune('regla muchos')).toBe(many);
        await expectIndexSound();
      });

      it('copies the requests still waiting when its migration is undone, and none is lost when it runs again', async () => {
        const dataSource = running.app.get(DataSource);
        await storeMany(7, 'Deshecho Antes');
        await undoMigrationsThrough(dataSource, 'SearchIndexOffIntake1764380000000');
        await expectIndexSound();
        await expectCopies();
        const stored = await seedRequest(
          running,
          new Date(start + 22 * DAY),
          { nombre: 'Guardada Esquema Anterior' },
          ADDED_SINCE,
        );
        await migrateAgain(dataSource);
        expect(await search('guardada esquema')).toEqual([stored]);
        expect(await totalInJune('deshecho antes')).toBe(7);
        await expectIndexSound();
        await expectCopies();
      });
    });
});
