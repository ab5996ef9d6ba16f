import request from 'supertest';
import { DataSource } from 'typeorm';
import { SEED_OFFICE_HOURS, WEEKDAYS, weekOpenOn, type OfficeHours } from '@abogados/shared';
import { type RunningApp } from '../src/app';
import { Clock } from '../src/common/clock';
import { ContentService } from '../src/content/content.service';
import { type SiteContent } from '../src/content/site-content.types';
import { auditRows } from './data-rights-seed';
import { addStaff, ENGINE, http, login, TestWorkspace, undoMigrationsThrough } from './harness';
import { eventually, storedSubmission, submit } from './outbox-helpers';

type Body = Record<string, unknown>;
/** Friday 4 December 2026, 17:50 in Medellín (UTC-5). */
const FRIDAY_17_50 = new Date('2026-12-04T22:50:00Z');
/** Monday 7 December 2026, 8:50: ten minutes on Friday, fifty on Monday (Saturday and Sunday closed). */
const MONDAY_8_50 = new Date('2026-12-07T13:50:00Z');
/** Saturday 5 December 2026, 8:50: when Saturday opens at 8:00. */
const SATURDAY_8_50 = new Date('2026-12-05T13:50:00Z');
/** Tuesday 8 December 2026 is a public holiday (Inmaculada Concepción): closed whatever the week says. */
const WEDNESDAY_8_50 = new Date('2026-12-09T13:50:00Z');

const officeOpen = (saturday: boolean): OfficeHours => ({
  ...structuredClone(SEED_OFFICE_HOURS),
  office: weekOpenOn(
    ['mon', 'tue', 'wed', 'thu', 'fri', ...(saturday ? (['sat'] as const) : [])],
    '08:00',
    '18:00',
  ),
});

/**
 * The office hours staff edit once (PUT /api/admin/site/hours): their rules, the stale edit's 409, and the
 * answer-by clock of new requests following them on every server, without a restart.
 */
describe(`office hours (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let a: RunningApp;
  let b: RunningApp;
  let cookie: string;

  const site = async (running: RunningApp) =>
    (await request(http(running)).get('/api/site').expect(200)).body as SiteContent;
  const put = (body: Body) => request(http(a)).put('/api/admin/site/hours').set('Cookie', cookie).send(body);
  const save = async (hours: OfficeHours) =>
    (await put({ ...hours, version: (await site(a)).version }).expect(200)).body as { content: SiteContent };
  const answerByOfNewRequest = async (running: RunningApp) =>
    (await storedSubmission(running, await submit(running))).answerBy;

  beforeAll(async () => {
    a = await workspace.start();
    b = await workspace.start();
    for (const running of [a, b]) running.app.get(Clock).now = () => FRIDAY_17_50;
    await addStaff(a);
    cookie = await login(a);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    workspace.cleanup();
  });

  it("start as the SPEC's two readings, at the first version: the office 8 to 6 and Saturday 9 to 1, the footer 9 to 5", async () => {
    const content = await site(a);
    expect(content.version).toBe(1);
    expect(content.hours).toEqual(SEED_OFFICE_HOURS);
    // Taken from the seed on a first start: nothing was carried over, so nothing is in the activity log.
    expect((await auditRows(a)).filter((row) => row.target === 'site hours')).toEqual([]);
    expect(content.hours.attention?.filter((day) => day.spans.length > 0).map((day) => day.day)).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
    ]);
    expect('hours' in content.firm).toBe(false);
  });

  describe('refuse what breaks a rule with a 400 naming the field, and store nothing', () => {
    const withMonday = (spans: unknown): Body => {
      const hours = structuredClone(SEED_OFFICE_HOURS) as unknown as { office: Array<{ spans: unknown }> };
      hours.office[0].spans = spans;
      return hours as unknown as Body;
    };
    const cases: Array<[string, Body, string, RegExp]> = [
      [
        'an opening time not written HH:MM',
        withMonday([{ opens: '8am', closes: '18:00' }]),
        'office.0.spans.0.opens',
        /HH:MM/,
      ],
      [
        'a closing time of 25:00',
        withMonday([{ opens: '08:00', closes: '25:00' }]),
        'office.0.spans.0.closes',
        /HH:MM/,
      ],
      [
        'closing before opening',
        withMonday([{ opens: '18:00', closes: '08:00' }]),
        'office.0.spans.0.closes',
        /later than opens/,
      ],
      [
        'closing when opening',
        withMonday([{ opens: '09:00', closes: '09:00' }]),
        'office.0.spans.0.closes',
        /later than opens/,
      ],
      [
        'overlapping openings',
        withMonday([
          { opens: '08:00', closes: '13:00' },
          { opens: '12:00', closes: '18:00' },
        ]),
        'office.0.spans',
        /must not overlap/,
      ],
      [
        'four openings in a day',
        withMonday(
          ['08:00', '10:00', '12:00', '14:00'].map((opens) => ({
            opens,
            closes: opens.replace(':00', ':30'),
          })),
        ),
        'office.0.spans',
        /at most 3/,
      ],
      [
        'a week of six days',
        { ...SEED_OFFICE_HOURS, office: SEED_OFFICE_HOURS.office.slice(0, 6) },
        'office',
        /at least 7 entries/,
      ],
      [
        'days out of order',
        { ...SEED_OFFICE_HOURS, office: [...SEED_OFFICE_HOURS.office].reverse() },
        'office',
        /seven days in order/,
      ],
      [
        'a footer week of one day',
        { ...SEED_OFFICE_HOURS, attention: [SEED_OFFICE_HOURS.office[0]] },
        'attention',
        /seven days/,
      ],
      [
        'a closed day that is no date',
        { ...SEED_OFFICE_HOURS, closedDays: ['2026-02-30'] },
        'closedDays',
        /YYYY-MM-DD/,
      ],
      ['an unknown field', { ...SEED_OFFICE_HOURS, timezone: 'UTC' }, 'timezone', /./],
    ];
    it.each(cases)('%s', async (_name, body, field, message) => {
      const before = await site(a);
      const response = await put({ ...body, version: before.version }).expect(400);
      expect(Object.keys(response.body.errors as object)).toContain(field);
      expect((response.body.errors as Record<string, string>)[field]).toMatch(message);
      expect(await site(a)).toEqual(before);
    });
  });

  it('refuses an edit from a version someone else changed since with 409, and keeps their change', async () => {
    const loaded = (await site(a)).version;
    await put({ ...officeOpen(false), version: loaded }).expect(200);
    const stale = await put({ ...officeOpen(true), version: loaded }).expect(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await site(a)).hours.office[5].spans).toEqual([]);
  });

  it('count a request at 17:50 on Friday with Saturday closed from Monday 8:00, on both servers', async () => {
    const { content } = await save(officeOpen(false));
    await eventually(
      () => site(b),
      (seen) => seen.version === content.version,
    );
    expect(await answerByOfNewRequest(a)).toEqual(MONDAY_8_50);
    expect(await answerByOfNewRequest(b)).toEqual(MONDAY_8_50);
  });

  it('move the answer-by time of new requests to Saturday once staff open on Saturday, without a restart', async () => {
    const { content } = await save(officeOpen(true));
    expect(content.hours.office[5].spans).toEqual([{ opens: '08:00', closes: '18:00' }]);
    await eventually(
      () => site(b),
      (seen) => seen.version === content.version,
    );
    expect(await answerByOfNewRequest(a)).toEqual(SATURDAY_8_50);
    expect(await answerByOfNewRequest(b)).toEqual(SATURDAY_8_50);
    const audit = await auditRows(a);
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'site_updated', target: 'site hours', detail: 'office' }),
    );
  });

  it('keep public holidays and the closed days staff add closed', async () => {
    const hours = { ...officeOpen(false), closedDays: ['2026-12-07'] };
    await save(hours);
    // Monday closed by staff, Tuesday a public holiday: ten minutes on Friday, fifty on Wednesday.
    expect(await answerByOfNewRequest(a)).toEqual(WEDNESDAY_8_50);
  });

  it("take the footer as its own schedule, or the office's when it is null", async () => {
    const own = { ...officeOpen(false), attention: weekOpenOn(['mon', 'tue'], '10:00', '12:00') };
    expect((await save(own)).content.hours.attention?.[0].spans).toEqual([
      { opens: '10:00', closes: '12:00' },
    ]);
    expect((await save({ ...own, attention: null })).content.hours.attention).toBeNull();
  });

  describe('the migration from the free-text hours', () => {
    /** Back before the office hours, with these free texts, then forward again and a server start's seeding. */
    const migrateFrom = async (hours: unknown) => {
      const dataSource = a.app.get(DataSource);
      // Back through the office hours' migration, and any later one.
      await undoMigrationsThrough(dataSource, 'OfficeHours1764510000000');
      const [firm] = (await dataSource.query('SELECT firm FROM site_content WHERE id = 1')) as Array<{
        firm: string;
      }>;
      const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(
        'UPDATE site_content SET firm = :firm WHERE id = 1',
        { firm: JSON.stringify({ ...JSON.parse(firm.firm), hours }) },
        {},
      );
      await dataSource.query(sql, parameters);
      await dataSource.runMigrations();
      await a.app.get(ContentService).onModuleInit();
      return a.app.get(ContentService).snapshot().hours;
    };

    it("reads what the firm typed into the structure, in either clock, and keeps the footer's own week", async () => {
      const hours = await migrateFrom({
        footer: {
          es: 'Lunes a jueves, 7:30 a. m. a 4:30 p. m.',
          en: 'Monday to Thursday, 7:30 AM to 4:30 PM',
        },
        business: [
          {
            days: { es: 'Lunes a viernes', en: 'Monday to Friday' },
            time: { es: '7:00 – 12:00 y 14:00 – 19:00', en: '7:00 AM – 12:00 PM and 2:00 PM – 7:00 PM' },
          },
          {
            days: { es: 'Sábado y domingo', en: 'Saturday and Sunday' },
            time: { es: 'Cerrado', en: 'Closed' },
          },
        ],
      });
      expect(
        hours.office.map((day) => [day.day, day.spans.map((s) => `${s.opens}-${s.closes}`).join(' ')]),
      ).toEqual(WEEKDAYS.map((day) => [day, ['sat', 'sun'].includes(day) ? '' : '07:00-12:00 14:00-19:00']));
      expect(hours.attention).toEqual(weekOpenOn(['mon', 'tue', 'wed', 'thu'], '07:30', '16:30'));
      const seeded = (await auditRows(a))
        .filter((row) => row.target === 'site hours' && row.actor === 'system')
        .pop();
      expect(seeded?.detail).toBe('office hours read from the free-text hours');
    });

    it('seeds what it cannot read from BUSINESS_HOURS, and writes the unread text to the activity log', async () => {
      const hours = await migrateFrom({
        footer: { es: 'Con cita previa', en: 'By appointment' },
        business: [
          { days: { es: 'Casi siempre', en: 'Most days' }, time: { es: 'Mañanas', en: 'Mornings' } },
        ],
      });
      expect(hours.office).toEqual(SEED_OFFICE_HOURS.office);
      expect(hours.attention).toBeNull();
      const seeded = (await auditRows(a))
        .filter((row) => row.target === 'site hours' && row.actor === 'system')
        .pop();
      expect(seeded?.detail).toMatch(/^office hours seeded from BUSINESS_HOURS; could not read: /);
      expect(seeded?.detail).toContain('Casi siempre: Mañanas');
      expect(seeded?.detail).toContain('Con cita previa / By appointment');
    });
  });
});
