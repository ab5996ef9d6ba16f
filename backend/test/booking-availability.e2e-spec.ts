import request from 'supertest';
import {
  BOOKING_LIMITS,
  type BookingAvailability,
  defaultAvailability,
  SEED_OFFICE_HOURS,
  weekOpenOn,
} from '@abogados/shared';
import { type RunningApp } from '../src/app';
import { BookingSettingsService } from '../src/booking/booking-settings.service';
import { Clock } from '../src/common/clock';
import { CROSS_SITE_MESSAGE } from '../src/security/same-origin';
import { auditRows } from './data-rights-seed';
import { STAFF } from './factories';
import { addStaff, ENGINE, http, login, TestWorkspace } from './harness';

const PATH = '/api/admin/booking/availability';
const STALE =
  'The booking availability was changed by someone else since it was loaded: reload it, then make the change again';
/** Tuesday 1 December 2026, 9:30 in Medellín. */
const NOW = new Date('2026-12-01T14:30:00Z');

type Saved = { availability: BookingAvailability; version: number };
type Issue = { path: string; code: string };

/** The defaults with one change made by `edit`. */
function changed(
  edit: (a: BookingAvailability) => void,
  week = SEED_OFFICE_HOURS.office,
): BookingAvailability {
  const a = defaultAvailability(week);
  edit(a);
  return a;
}

/**
 * The booking availability staff set (GET and PUT /api/admin/booking/availability): the defaults before the
 * first save, a save's round trip and its activity entry, every rule's refusal, the stale save's 409 and
 * two saves racing, and the request chain's refusals (session, origin, size, type).
 */
describe(`booking availability (${ENGINE})`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  const get = async () =>
    (await request(http(running)).get(PATH).set('Cookie', cookie).expect(200)).body as Saved;
  const put = (body: unknown) =>
    request(http(running))
      .put(PATH)
      .set('Cookie', cookie)
      .set('X-Error-Detail', 'codes')
      .send(body as object);
  const bookingEntries = async () =>
    (await auditRows(running))
      .filter((row) => row.action === 'booking_availability_updated')
      .map(({ actor, target, detail }) => ({ actor, target, detail }));

  beforeAll(async () => {
    running = await workspace.start();
    running.app.get(Clock).now = () => NOW;
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('is 401 without a session, to read and to save, and the save changes nothing', async () => {
    const read = await request(http(running)).get(PATH).expect(401);
    expect(read.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    await request(http(running))
      .put(PATH)
      .send({ availability: defaultAvailability(SEED_OFFICE_HOURS.office), version: 0 })
      .expect(401);
    expect((await get()).version).toBe(0);
  });

  it('starts at version 0 with the defaults, whose week is the office hours and follows them', async () => {
    expect(await get()).toEqual({ availability: defaultAvailability(SEED_OFFICE_HOURS.office), version: 0 });
    expect((await get()).availability).toMatchObject({
      closedDays: [],
      vacations: [],
      bufferMinutes: 15,
      noticeMinutes: 120,
      horizonDays: 30,
      dailyCap: 6,
      stepMinutes: 30,
    });
    expect((await get()).availability.kinds.map((kind) => [kind.id, kind.minutes, kind.active])).toEqual([
      ['oficina', 45, true],
      ['video', 30, false],
      ['telefono', 30, true],
    ]);
    // Until staff save, the office's new hours are the bookable ones.
    const site = (await request(http(running)).get('/api/site').expect(200)).body as { version: number };
    const office = weekOpenOn(['mon', 'tue', 'wed'], '07:00', '15:00');
    await request(http(running))
      .put('/api/admin/site/hours')
      .set('Cookie', cookie)
      .send({ ...SEED_OFFICE_HOURS, office, version: site.version })
      .expect(200);
    expect((await get()).availability.week).toEqual(office);
    expect(await running.app.get(BookingSettingsService).current()).toEqual(defaultAvailability(office));
    expect(await bookingEntries()).toEqual([]);
  });

  it('takes exactly one of two first saves sent at once; the other is a 409', async () => {
    const { availability } = await get();
    const first = changed((a) => (a.bufferMinutes = 20), availability.week);
    const second = changed((a) => (a.bufferMinutes = 25), availability.week);
    const answers = await Promise.all([
      put({ availability: first, version: 0 }),
      put({ availability: second, version: 0 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!.body as Saved;
    expect(won.version).toBe(1);
    expect(await get()).toEqual(won);
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      statusCode: 409,
      message: STALE,
      code: 'booking.stale',
    });
    expect(await bookingEntries()).toEqual([
      { actor: STAFF.email, target: 'booking availability', detail: 'bufferMinutes' },
    ]);
  });

  it('saves what staff send as the next version, keeps it from the office hours, and logs the fields changed', async () => {
    const { availability, version } = await get();
    const sent: BookingAvailability = {
      ...availability,
      week: weekOpenOn(['mon', 'wed', 'fri'], '09:00', '12:00'),
      closedDays: ['2026-12-24', '2026-12-31'],
      vacations: [{ from: '2027-01-04', to: '2027-01-08' }],
      noticeMinutes: 24 * 60,
      horizonDays: 14,
      dailyCap: 0,
      stepMinutes: 15,
      kinds: [
        ...availability.kinds.map((kind) =>
          kind.id === 'video'
            ? { ...kind, active: true, videoUrl: 'https://meet.example.com/abogados' }
            : kind,
        ),
        {
          id: 'empresa-2',
          name: { es: '  Asesoría a empresas ', en: 'Business advice' },
          minutes: 60,
          place: 'office',
          videoUrl: null,
          active: false,
        },
      ],
    };
    const saved = (await put({ availability: sent, version }).expect(200)).body as Saved;
    const stored = {
      ...sent,
      kinds: sent.kinds.map((kind, k) =>
        k === 3 ? { ...kind, name: { es: 'Asesoría a empresas', en: 'Business advice' } } : kind,
      ),
    };
    expect(saved).toEqual({ availability: stored, version: version + 1 });
    expect(await get()).toEqual(saved);
    expect(await running.app.get(BookingSettingsService).current()).toEqual(stored);

    // Saved once, the week no longer follows the office hours.
    const site = (await request(http(running)).get('/api/site').expect(200)).body as { version: number };
    await request(http(running))
      .put('/api/admin/site/hours')
      .set('Cookie', cookie)
      .send({ ...SEED_OFFICE_HOURS, version: site.version })
      .expect(200);
    expect((await get()).availability.week).toEqual(sent.week);

    // The same again is still a save (the version moves on), logged as unchanged.
    expect((await put({ availability: stored, version: version + 1 }).expect(200)).body.version).toBe(
      version + 2,
    );
    expect((await bookingEntries()).slice(-2)).toEqual([
      {
        actor: STAFF.email,
        target: 'booking availability',
        detail: 'week, closedDays, vacations, noticeMinutes, horizonDays, dailyCap, stepMinutes, kinds',
      },
      { actor: STAFF.email, target: 'booking availability', detail: 'saved unchanged' },
    ]);
  });

  it('refuses a save from a version someone else saved since with 409 and keeps their save', async () => {
    const before = await get();
    const stale = await put({
      availability: changed((a) => (a.dailyCap = 2)),
      version: before.version - 1,
    }).expect(409);
    expect(stale.body).toEqual({ statusCode: 409, message: STALE, code: 'booking.stale' });
    await put({ availability: before.availability, version: before.version + 1 }).expect(409);
    // Without the codes header, the message alone, as every other conflict.
    const plain = await request(http(running))
      .put(PATH)
      .set('Cookie', cookie)
      .send({ availability: before.availability, version: 0 })
      .expect(409);
    expect(plain.body).toEqual({ statusCode: 409, message: STALE });
    expect(await get()).toEqual(before);
  });

  it('takes exactly one of two saves sent at once from the same version', async () => {
    const { availability, version } = await get();
    const answers = await Promise.all(
      [3, 4].map((dailyCap) => put({ availability: { ...availability, dailyCap }, version })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!.body as Saved;
    expect(won.version).toBe(version + 1);
    expect(await get()).toEqual(won);
  });

  describe('refuses what breaks a rule across fields with a 400 naming each, and stores nothing', () => {
    const cases: Array<[string, (a: BookingAvailability) => void, Issue[]]> = [
      [
        'a span ending before it starts',
        (a) => (a.week[2].spans = [{ opens: '18:00', closes: '08:00' }]),
        [{ path: 'availability.week.2.spans.0', code: 'order' }],
      ],
      [
        'overlapping spans',
        (a) =>
          (a.week[2].spans = [
            { opens: '08:00', closes: '13:00' },
            { opens: '12:00', closes: '18:00' },
          ]),
        [{ path: 'availability.week.2.spans.1', code: 'overlap' }],
      ],
      [
        'a vacation ending before it starts',
        (a) => (a.vacations = [{ from: '2027-01-08', to: '2027-01-04' }]),
        [{ path: 'availability.vacations.0', code: 'order' }],
      ],
      [
        'a kind id used twice',
        (a) => (a.kinds[1].id = 'oficina'),
        [{ path: 'availability.kinds.1.id', code: 'duplicate' }],
      ],
      [
        'an active video call without its link',
        (a) => {
          a.kinds = [a.kinds[1], a.kinds[0]];
          a.kinds[0].active = true;
        },
        [{ path: 'availability.kinds.0.videoUrl', code: 'required' }],
      ],
      [
        'no active kind',
        (a) => a.kinds.forEach((kind) => (kind.active = false)),
        [{ path: 'availability.kinds', code: 'empty' }],
      ],
      ['no kind at all', (a) => (a.kinds = []), [{ path: 'availability.kinds', code: 'empty' }]],
      [
        'several at once',
        (a) => {
          a.week[0].spans = [{ opens: '10:00', closes: '10:00' }];
          a.kinds[2].id = 'oficina';
        },
        [
          { path: 'availability.week.0.spans.0', code: 'order' },
          { path: 'availability.kinds.2.id', code: 'duplicate' },
        ],
      ],
    ];
    it.each(cases)('%s', async (_name, edit, issues) => {
      const before = await get();
      const response = await put({ availability: changed(edit), version: before.version }).expect(400);
      expect(response.body.issues).toEqual(issues);
      expect(Object.keys(response.body.errors as object)).toEqual(issues.map((issue) => issue.path));
      expect(response.body.message).toBe('Validation failed');
      expect(await get()).toEqual(before);
    });
  });

  describe("refuses a field outside its shape or range with a 400 naming it and the rule's code", () => {
    const long = (n: number) => 'a'.repeat(n);
    const cases: Array<[string, (a: BookingAvailability) => void, string, string]> = [
      ['a week of six days', (a) => (a.week = a.week.slice(0, 6)), 'week', 'arrayMinSize'],
      ['days out of order', (a) => a.week.reverse(), 'week', 'wholeWeek'],
      ['an unknown day', (a) => ((a.week[0] as { day: string }).day = 'lun'), 'week', 'wholeWeek'],
      [
        'a time not written HH:MM',
        (a) => (a.week[0].spans = [{ opens: '8am', closes: '12:00' }]),
        'week.0.spans.0.opens',
        'matches',
      ],
      [
        'a closing time of 25:00',
        (a) => (a.week[0].spans = [{ opens: '08:00', closes: '25:00' }]),
        'week.0.spans.0.closes',
        'matches',
      ],
      [
        'four spans in a day',
        (a) =>
          (a.week[0].spans = ['08', '10', '12', '14'].map((h) => ({ opens: `${h}:00`, closes: `${h}:30` }))),
        'week.0.spans',
        'arrayMaxSize',
      ],
      ['a closed day that is no date', (a) => (a.closedDays = ['2026-02-30']), 'closedDays', 'isCalendarDay'],
      [
        'too many closed days',
        (a) =>
          (a.closedDays = Array.from(
            { length: BOOKING_LIMITS.maxClosedDays + 1 },
            (_, i) =>
              `2027-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          )),
        'closedDays',
        'arrayMaxSize',
      ],
      [
        'a vacation day that is no date',
        (a) => (a.vacations = [{ from: '2027-13-01', to: '2027-12-01' }]),
        'vacations.0.from',
        'isCalendarDay',
      ],
      [
        'too many vacations',
        (a) =>
          (a.vacations = Array.from({ length: BOOKING_LIMITS.maxVacations + 1 }, () => ({
            from: '2027-01-04',
            to: '2027-01-04',
          }))),
        'vacations',
        'arrayMaxSize',
      ],
      ['a negative buffer', (a) => (a.bufferMinutes = -1), 'bufferMinutes', 'min'],
      [
        'a buffer over the limit',
        (a) => (a.bufferMinutes = BOOKING_LIMITS.maxBufferMinutes + 1),
        'bufferMinutes',
        'max',
      ],
      ['a buffer of a fraction', (a) => (a.bufferMinutes = 7.5), 'bufferMinutes', 'isInt'],
      [
        'a buffer as text',
        (a) => ((a as { bufferMinutes: unknown }).bufferMinutes = '15'),
        'bufferMinutes',
        'isInt',
      ],
      [
        'a notice over two weeks',
        (a) => (a.noticeMinutes = BOOKING_LIMITS.maxNoticeMinutes + 1),
        'noticeMinutes',
        'max',
      ],
      ['a negative notice', (a) => (a.noticeMinutes = -5), 'noticeMinutes', 'min'],
      [
        'a horizon over the limit',
        (a) => (a.horizonDays = BOOKING_LIMITS.maxHorizonDays + 1),
        'horizonDays',
        'max',
      ],
      ['a daily cap over the limit', (a) => (a.dailyCap = BOOKING_LIMITS.maxDailyCap + 1), 'dailyCap', 'max'],
      ['a step not offered', (a) => (a.stepMinutes = 25), 'stepMinutes', 'isIn'],
      [
        'too many kinds',
        (a) =>
          (a.kinds = Array.from({ length: BOOKING_LIMITS.maxKinds + 1 }, (_, k) => ({
            ...a.kinds[0],
            id: `k${k}`,
          }))),
        'kinds',
        'arrayMaxSize',
      ],
      ['a kind id in capitals', (a) => (a.kinds[0].id = 'Oficina'), 'kinds.0.id', 'matches'],
      ['an empty kind id', (a) => (a.kinds[0].id = ''), 'kinds.0.id', 'matches'],
      ['a kind id of 41 characters', (a) => (a.kinds[0].id = long(41)), 'kinds.0.id', 'matches'],
      ['an empty Spanish name', (a) => (a.kinds[0].name.es = '   '), 'kinds.0.name.es', 'minLength'],
      [
        'an English name too long',
        (a) => (a.kinds[0].name.en = long(BOOKING_LIMITS.kindNameMax + 1)),
        'kinds.0.name.en',
        'maxChars',
      ],
      [
        'a name missing a language',
        (a) => delete (a.kinds[0].name as Partial<Record<string, string>>).en,
        'kinds.0.name.en',
        'isString',
      ],
      [
        'a meeting too short',
        (a) => (a.kinds[0].minutes = BOOKING_LIMITS.minMeetingMinutes - 1),
        'kinds.0.minutes',
        'min',
      ],
      [
        'a meeting too long',
        (a) => (a.kinds[0].minutes = BOOKING_LIMITS.maxMeetingMinutes + 1),
        'kinds.0.minutes',
        'max',
      ],
      [
        'an unknown place',
        (a) => ((a.kinds[0] as { place: string }).place = 'cafe'),
        'kinds.0.place',
        'isIn',
      ],
      [
        'a video link over http',
        (a) => (a.kinds[1].videoUrl = 'http://meet.example.com/abogados'),
        'kinds.1.videoUrl',
        'isUrl',
      ],
      [
        'a video link that is no link',
        (a) => (a.kinds[1].videoUrl = 'meet the firm'),
        'kinds.1.videoUrl',
        'isUrl',
      ],
      [
        'a video link too long',
        (a) => (a.kinds[1].videoUrl = `https://meet.example.com/${long(BOOKING_LIMITS.videoUrlMax)}`),
        'kinds.1.videoUrl',
        'maxLength',
      ],
      [
        'active as text',
        (a) => ((a.kinds[0] as { active: unknown }).active = 'yes'),
        'kinds.0.active',
        'isBoolean',
      ],
      ['an unknown field', (a) => Object.assign(a, { timezone: 'UTC' }), 'timezone', 'whitelistValidation'],
      [
        'an unknown field of a kind',
        (a) => Object.assign(a.kinds[0], { price: 0 }),
        'kinds.0.price',
        'whitelistValidation',
      ],
    ];
    it.each(cases)('%s', async (_name, edit, path, code) => {
      const before = await get();
      const response = await put({ availability: changed(edit), version: before.version }).expect(400);
      expect(response.body.issues).toContainEqual(
        expect.objectContaining({ path: `availability.${path}`, code }),
      );
      expect(Object.keys(response.body.errors as object)).toContain(`availability.${path}`);
      expect(await get()).toEqual(before);
    });

    it.each([
      ['no availability', { version: 1 }, 'availability', 'isObject'],
      [
        'a negative version',
        { availability: defaultAvailability(SEED_OFFICE_HOURS.office), version: -1 },
        'version',
        'min',
      ],
      [
        'a version as text',
        { availability: defaultAvailability(SEED_OFFICE_HOURS.office), version: '1' },
        'version',
        'isInt',
      ],
      [
        'an unknown field beside them',
        { availability: defaultAvailability(SEED_OFFICE_HOURS.office), version: 1, force: true },
        'force',
        'whitelistValidation',
      ],
    ])('%s', async (_name, body, path, code) => {
      const before = await get();
      const response = await put(body).expect(400);
      expect(response.body.issues).toContainEqual(expect.objectContaining({ path, code }));
      expect(await get()).toEqual(before);
    });
  });

  describe('the request chain, as for every staff save', () => {
    const body = async () => {
      const { availability, version } = await get();
      return { availability: { ...availability, dailyCap: 1 }, version };
    };

    it.each([
      ['Sec-Fetch-Site', 'cross-site'],
      ['Origin', 'https://evil.example.com'],
    ])('refuses a save from another site (%s: %s) with 403, and stores nothing', async (header, value) => {
      const before = await get();
      const response = await put(await body())
        .set(header, value)
        .expect(403);
      expect(response.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
      expect(await get()).toEqual(before);
    });

    it('takes a save from its own pages', async () => {
      const saved = await put(await body())
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      expect(saved.body.availability.dailyCap).toBe(1);
    });

    it('refuses a body over 16 KB with 413, another content type with 415, malformed JSON with 400', async () => {
      const before = await get();
      const padded = { ...(await body()), padding: 'x'.repeat(17 * 1024) };
      expect((await put(padded).expect(413)).body).toEqual({
        statusCode: 413,
        message: 'Request body is larger than 16 KB',
      });
      await request(http(running)).put(PATH).set('Cookie', cookie).type('text/plain').send('{}').expect(415);
      const malformed = await request(http(running))
        .put(PATH)
        .set('Cookie', cookie)
        .set('Content-Type', 'application/json')
        .send('{"availability": {')
        .expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
      expect(await get()).toEqual(before);
    });

    it('takes the largest availability the limits allow, within the body limit', async () => {
      const { version } = await get();
      const days = (month: number) =>
        Array.from(
          { length: 30 },
          (_, i) => `2027-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
        );
      const largest = changed((a) => {
        a.week = a.week.map((day) => ({
          day: day.day,
          spans: [
            { opens: '06:00', closes: '10:00' },
            { opens: '11:00', closes: '15:00' },
            { opens: '16:00', closes: '24:00' },
          ],
        }));
        a.closedDays = [...days(3), ...days(4)];
        a.vacations = Array.from({ length: BOOKING_LIMITS.maxVacations }, (_, i) => ({
          from: `2028-01-${String(i + 1).padStart(2, '0')}`,
          to: `2028-03-${String(i + 1).padStart(2, '0')}`,
        }));
        a.kinds = Array.from({ length: BOOKING_LIMITS.maxKinds }, (_, k) => ({
          id: `reunion-${k}-${'x'.repeat(30)}`,
          name: { es: `Reunión ${'ñ'.repeat(50)}`, en: `Meeting ${'m'.repeat(52)}` },
          minutes: BOOKING_LIMITS.maxMeetingMinutes,
          place: 'video' as const,
          videoUrl: `https://meet.example.com/${'v'.repeat(BOOKING_LIMITS.videoUrlMax - 25)}`,
          active: true,
        }));
      });
      const saved = (await put({ availability: largest, version }).expect(200)).body as Saved;
      expect(saved.availability).toEqual(largest);
    });
  });
});
