import request from 'supertest';
import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { CROSS_SITE_MESSAGE } from '../src/security/same-origin';
import { contactRequest, STAFF } from './factories';
import { addStaff, http, login, TestWorkspace } from './harness';

const PUBLIC_URL = 'https://abogados.example.co';

describe('state-changing requests must come from the site itself (CSRF)', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;
  const submissions = () => running.app.get(DataSource).getRepository(ContactSubmission);

  beforeAll(async () => {
    running = await workspace.start({ PUBLIC_URL });
    await addStaff(running);
    cookie = await login(running);
    await request(http(running)).post('/api/contact').send(contactRequest()).expect(201);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const crossSite: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
    ['the public host over the wrong scheme', { Origin: 'http://abogados.example.co' }],
    [
      'a same-origin Origin contradicted by Sec-Fetch-Site',
      { Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'cross-site' },
    ],
  ];

  it.each(crossSite)(
    'refuses marking a submission processed with %s: 403, nothing changes',
    async (_name, headers) => {
      const [first] = await submissions().find();
      const response = await request(http(running))
        .patch(`/api/contacts/${first.id}/processed`)
        .set('Cookie', cookie)
        .set(headers)
        .expect(403);
      expect(response.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
      expect((await submissions().findOneByOrFail({ id: first.id })).processed).toBe(false);
    },
  );

  it.each(crossSite)(
    'refuses a consultation request with %s: 403, nothing stored',
    async (_name, headers) => {
      const before = await submissions().count();
      await request(http(running)).post('/api/contact').set(headers).send(contactRequest()).expect(403);
      expect(await submissions().count()).toBe(before);
    },
  );

  it('refuses a cross-site log-in form post (log-in CSRF) without setting a session', async () => {
    const response = await request(http(running))
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(STAFF)
      .expect(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  const sameOrigin: Array<[string, Record<string, string>]> = [
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ['Origin equal to PUBLIC_URL', { Origin: PUBLIC_URL }],
    ['neither header (curl, an integrator)', {}],
  ];

  it.each(sameOrigin)('accepts %s', async (_name, headers) => {
    await request(http(running)).post('/api/contact').set(headers).send(contactRequest()).expect(201);
    await request(http(running)).post('/api/login').set(headers).type('form').send(STAFF).expect(303);
  });

  it('accepts an Origin equal to the host the request was sent to', async () => {
    // Served under a name other than PUBLIC_URL (an internal host name, a second domain): its own origin passes.
    await request(http(running))
      .post('/api/contact')
      .set('Host', 'abogados.internal:8080')
      .set('Origin', 'http://abogados.internal:8080')
      .send(contactRequest())
      .expect(201);
  });

  it('never blocks reads, whatever they carry', async () => {
    await request(http(running))
      .get('/api/contacts')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example')
      .expect(200);
  });
});
