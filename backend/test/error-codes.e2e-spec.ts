import request from 'supertest';
import { type RunningApp } from '../src/app';
import { addStaff, http, login, TestWorkspace } from './harness';

// Refusals as codes for a client that words them itself (the staff panel, in Spanish or English): asked with
// X-Error-Detail: codes, a 400 names each broken rule by path, code and figures, and a known refusal carries
// its code; without the header the answer keeps the shape every other client reads.
describe('error answers with codes', () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;
  let cookie: string;

  beforeAll(async () => {
    running = await workspace.start();
    await addStaff(running);
    cookie = await login(running);
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  const exportWith = (query: string, codes: boolean) => {
    const call = request(http(running)).get(`/api/contacts/export.csv${query}`).set('Cookie', cookie);
    return codes ? call.set('X-Error-Detail', 'codes') : call;
  };

  it('names each broken rule by path, code and figures, beside the messages', async () => {
    const response = await exportWith(`?lang=fr&q=${'x'.repeat(201)}`, true).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { lang: 'lang must be one of es, en', q: 'q must be at most 200 characters' },
      issues: [
        { path: 'lang', code: 'isIn', args: ['es', 'en'] },
        { path: 'q', code: 'maxChars', args: [200] },
      ],
    });
  });

  it('keeps the documented shape for a client that does not ask', async () => {
    const response = await exportWith('?lang=fr', false).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { lang: 'lang must be one of es, en' },
    });
    const other = await exportWith('?lang=fr', true).set('X-Error-Detail', 'yes').expect(400);
    expect(other.body.issues).toBeUndefined();
  });

  it('gives a known refusal its code: an upload that is no image', async () => {
    const upload = (codes: boolean) => {
      const call = request(http(running))
        .post('/api/admin/images')
        .set('Cookie', cookie)
        .attach('file', Buffer.from('GIF89a not really'), { filename: 'a.gif', contentType: 'image/gif' });
      return codes ? call.set('X-Error-Detail', 'codes') : call;
    };
    const coded = await upload(true).expect(415);
    expect(coded.body).toEqual({
      statusCode: 415,
      message: 'file: only JPEG, PNG or WebP images are accepted',
      code: 'upload.unsupported',
    });
    expect((await upload(false).expect(415)).body.code).toBeUndefined();
  });
});
